import {
  defaultBookingRules,
  isStaffAuth,
  services,
  type ServiceAuthOf,
  type ServiceContract,
  type ServiceKey,
  type ServiceKindOf,
  type ServiceParams,
  type ServiceReply,
  type StaffAuth,
  type StaffRole,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHATBOT_TREE_ID } from '@portal/contract/entities/chatbot-tree';
import { createCase } from '../db/factories/donor-care-cases';
import { createChatTree } from '../db/factories/chatbot';
import { completeNewsFields, completePromotionFields, createArticle, createPromotionItem } from '../db/factories/content';
import { createAppointment } from '../db/factories/appointments';
import { campaignFields } from '../db/factories/campaigns';
import { createDocument } from '../db/factories/documents';
import { createDonor } from '../db/factories/donors';
import { createFeedbackSurvey } from '../db/factories/feedback';
import type { StoredVersion } from '../domain/screening-versions/version-store';
import { createVersion, fieldsOf } from '../domain/screening-versions/versions';
import { createLocation } from '../db/factories/locations';
import { createStaff } from '../db/factories/staff';
import { createWebhookEndpoint } from '../db/factories/webhook-endpoints';
import { apiClients, appointmentCheckIns, auditLog, messagesOutbox, staffMembers, staffPasskeys } from '../db/schema/index';
import { newApiSecret } from '../domain/api-clients';
import { checkInQuestionnaire } from '../db/seed/content/check-in-questionnaire';
import { demoChatTree } from '../db/seed/demo-chatbot';
import { generalTips } from '../db/seed/content/donation-tips';
import { checkInPassSigner } from '../features/booking/check-in/check-in-pass';
import { publishCheckInQuestionnaire } from '../features/booking/check-in/check-in-questionnaire';
import { standardSchedule } from '../domain/center-schedules';
import { createTestApp, type TestApp } from './test-app';
import { signInStaff } from './sign-in';
import { SoftAuthenticator } from './soft-authenticator';

type StaffMutationKey = {
  [K in ServiceKey]: ServiceAuthOf<K> extends StaffAuth ? (ServiceKindOf<K> extends 'mutation' ? K : never) : never;
}[ServiceKey];

interface AuditedCall<K extends ServiceKey> {
  role: StaffRole;
  /** Runs before the counted call, as the staff member who makes it; returns its params and what its row must say. */
  prepare(who: { id: string; token: string }): Promise<{ params: ServiceParams<K>; row: Record<string, unknown> }>;
}

let t: TestApp;
let austin: number;
let survey: StoredVersion;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  survey = await createFeedbackSurvey(t.database.db);
});
afterAll(() => t.close());

/** An API client made directly, for the calls that change one. */
async function insertApiClient(name: string) {
  const { hash, hint } = newApiSecret();
  const [row] = await t.database.db
    .insert(apiClients)
    .values({ name, operations: ['visits'], secretHash: hash, secretHint: hint, createdAt: t.clock.now() })
    .returning();
  if (!row) throw new Error('api client insert returned no row');
  return row;
}

/** One successful call of every staff mutation; a new staff mutation without an entry here does not compile. */
const mutations: { [K in StaffMutationKey]: AuditedCall<K> } = {
  'staff/logout': { role: 'center_staff', prepare: async () => ({ params: {}, row: { objectType: 'staffSession' } }) },
  'staff/deactivateStaff': {
    role: 'admin',
    prepare: async () => {
      const target = await createStaff(t.database.db, 'content_editor');
      const row = {
        objectType: 'staffMember',
        objectId: target.id,
        before: { deactivatedAt: null },
        after: { deactivatedAt: t.clock.now().toISOString() },
      };
      return { params: { staffId: target.id }, row };
    },
  },
  'staff/updateDonorCommunicationPreferences': {
    role: 'donor_care',
    prepare: async () => {
      const donor = await createDonor(t.database.db, { homeLocationId: austin });
      const before = donor.communicationPreferences;
      const after = { ...before, sms: { ...before.sms, promotions: true } };
      return {
        params: { donorId: donor.id, communicationPreferences: after },
        row: { donorId: donor.id, objectType: 'donor', objectId: donor.id, before, after },
      };
    },
  },
  'staff/closeDonorAccount': {
    role: 'admin',
    prepare: async () => {
      const donor = await createDonor(t.database.db);
      return {
        params: { donorNumber: donor.donorNumber, writtenRequest: 'Letter of 2026-06-10' },
        row: {
          donorId: donor.id,
          objectType: 'donor',
          objectId: donor.id,
          after: { closed: true, writtenRequest: 'Letter of 2026-06-10' },
        },
      };
    },
  },
  'staff/reopenDonorAccount': {
    role: 'admin',
    prepare: async () => {
      const donor = await createDonor(t.database.db, { email: null, closedAt: new Date('2026-06-10T00:00:00Z') });
      return {
        params: { donorNumber: donor.donorNumber, email: null, phone: '7135550199', identityChecked: true },
        row: {
          donorId: donor.id,
          objectType: 'donor',
          objectId: donor.id,
          after: { reopened: true, identityChecked: true, email: false, phone: true },
        },
      };
    },
  },
  'staff/resetSecondFactor': {
    role: 'admin',
    prepare: async () => {
      const target = await createStaff(t.database.db, 'center_manager');
      const row = {
        objectType: 'staffMember',
        objectId: target.id,
        before: { totpEnrolled: false, passkeys: 0 },
        after: { totpEnrolled: false, passkeys: 0 },
      };
      return { params: { staffId: target.id }, row };
    },
  },
  'staff/inviteStaff': {
    role: 'admin',
    prepare: async () => ({
      params: { email: 'invited@staff.example.com', displayName: 'Invited', role: 'center_staff', centerIds: [austin] },
      row: {
        objectType: 'staffMember',
        after: { email: 'invited@staff.example.com', role: 'center_staff', centerIds: [austin], invitation: 'sent' },
      },
    }),
  },
  'staff/updateStaff': {
    role: 'admin',
    prepare: async () => {
      const target = await createStaff(t.database.db, 'center_staff', { centerIds: [austin] });
      return {
        params: { staffId: target.id, role: 'center_manager', centerIds: [] },
        row: {
          objectType: 'staffMember',
          objectId: target.id,
          before: { role: 'center_staff', centerIds: [austin] },
          after: { role: 'center_manager', centerIds: [] },
        },
      };
    },
  },
  'staff/reactivateStaff': {
    role: 'admin',
    prepare: async () => {
      const target = await createStaff(t.database.db, 'donor_care');
      const deactivatedAt = new Date('2026-05-01T10:00:00.000Z');
      await t.database.db.update(staffMembers).set({ deactivatedAt }).where(eq(staffMembers.id, target.id));
      return {
        params: { staffId: target.id },
        row: {
          objectType: 'staffMember',
          objectId: target.id,
          before: { deactivatedAt: deactivatedAt.toISOString() },
          after: { deactivatedAt: null },
        },
      };
    },
  },
  'staff/updateStaffSettings': {
    role: 'admin',
    // Left off: turning it on would stop the next calls of this file, made by members without a second factor.
    prepare: async () => ({
      params: { requireTotp: false, requireTotpForSso: false },
      row: {
        objectType: 'staffSettings',
        before: { requireTotp: false, requireTotpForSso: false },
        after: { requireTotp: false, requireTotpForSso: false },
      },
    }),
  },
  'staff/setBreakGlass': {
    role: 'admin',
    prepare: async () => {
      const target = await createStaff(t.database.db, 'admin');
      const row = { objectType: 'staffMember', objectId: target.id, before: { breakGlass: false }, after: { breakGlass: true } };
      return { params: { staffId: target.id, breakGlass: true }, row };
    },
  },
  'staff/saveGroupMapping': {
    role: 'admin',
    prepare: async () => ({
      params: { groupValue: 'portal-managers', role: 'center_manager', centerIds: [austin] },
      row: {
        objectType: 'staffGroupMapping',
        objectId: 'portal-managers',
        before: null,
        after: { role: 'center_manager', centerIds: [austin] },
      },
    }),
  },
  'staff/deleteGroupMapping': {
    role: 'admin',
    prepare: async (who) => {
      await t.call('staff/saveGroupMapping', { groupValue: 'portal-editors', role: 'content_editor', centerIds: [] }, { token: who.token });
      return {
        params: { groupValue: 'portal-editors' },
        row: {
          objectType: 'staffGroupMapping',
          objectId: 'portal-editors',
          before: { role: 'content_editor', centerIds: [] },
          after: null,
        },
      };
    },
  },
  'staff/startTotpEnrolment': {
    role: 'donor_care',
    prepare: async (who) => ({ params: {}, row: { objectType: 'staffMember', objectId: who.id, after: { totpEnrolment: 'started' } } }),
  },
  'reward/updateProgramSettings': {
    role: 'admin',
    prepare: async () => ({
      params: { pointsPerDollar: 100 },
      row: { objectType: 'programSettings', objectId: 'program', before: { pointsPerDollar: 100 }, after: { pointsPerDollar: 100 } },
    }),
  },
  'insights/recordExport': {
    role: 'center_manager',
    prepare: async () => ({
      params: { dashboard: 'funnel', chart: 'months', rows: 3, range: '2026-01-01_2026-06-15' },
      row: { objectType: 'dashboard', objectId: 'funnel', after: { chart: 'months', rows: 3, range: '2026-01-01_2026-06-15' } },
    }),
  },
  'staffVisits/recordVisit': {
    role: 'center_manager',
    prepare: async () => {
      const donor = await createDonor(t.database.db, { homeLocationId: austin });
      const params = visitAt(austin, donor.donorNumber);
      return { params, row: { objectType: 'visit', after: expect.objectContaining({ donorNumber: donor.donorNumber, created: true }) } };
    },
  },
  'staffVisits/correctVisit': {
    role: 'center_staff',
    prepare: async (who) => {
      const donor = await createDonor(t.database.db, { homeLocationId: austin });
      const recorded = await t.call('staffVisits/recordVisit', visitAt(austin, donor.donorNumber), { token: who.token });
      const visitID = recorded.json<{ visitID: string }>().visitID;
      return {
        params: { ...visitAt(austin, donor.donorNumber), visitID, donated: false, note: 'Donation stopped early' },
        row: {
          objectType: 'visit',
          objectId: visitID,
          donorId: donor.id,
          before: expect.objectContaining({ donated: true }),
          after: expect.objectContaining({ donated: false, note: 'Donation stopped early', correctionID: expect.any(String) }),
        },
      };
    },
  },
  'staff/confirmTotpEnrolment': {
    role: 'center_manager',
    prepare: async (who) => {
      const started = await t.call('staff/startTotpEnrolment', {}, { token: who.token });
      const code = await generate({ secret: started.json<{ secret: string }>().secret, epoch: t.clock.now().getTime() / 1000 });
      return { params: { code }, row: { objectId: who.id, before: { totpEnrolled: false }, after: { totpEnrolled: true } } };
    },
  },
  'staff/startPasskeyRegistration': {
    role: 'content_editor',
    prepare: async (who) => ({
      params: {},
      row: { objectType: 'staffMember', objectId: who.id, after: { passkeyRegistration: 'started' } },
    }),
  },
  'staff/finishPasskeyRegistration': {
    role: 'center_staff',
    prepare: async (who) => {
      const started = await t.call('staff/startPasskeyRegistration', {}, { token: who.token });
      const response = new SoftAuthenticator('http://localhost').register(
        started.json<ServiceReply<'staff/startPasskeyRegistration'>>().options,
      );
      const row = { objectType: 'staffPasskey', objectId: expect.any(String), after: { passkeyAdded: 'Office key' } };
      return { params: { name: 'Office key', response }, row };
    },
  },
  'staff/removePasskey': {
    role: 'donor_care',
    prepare: async (who) => {
      const [passkey] = await t.database.db
        .insert(staffPasskeys)
        .values({
          staffId: who.id,
          credentialId: 'cred-audit',
          publicKey: 'key',
          deviceType: 'singleDevice',
          name: 'Old key',
          createdAt: t.clock.now(),
        })
        .returning();
      if (!passkey) throw new Error('passkey insert returned no row');
      const row = { objectType: 'staffPasskey', objectId: passkey.id, before: { passkey: 'Old key' }, after: { passkeyRemoved: true } };
      return { params: { passkeyId: passkey.id }, row };
    },
  },
  'cases/assign': {
    role: 'center_manager',
    prepare: async (who) => {
      const opened = await createCase(t.database.db, t.config, { locationId: austin });
      const row = { objectType: 'donorCareCase', objectId: opened.id, before: { assigneeId: null }, after: { assigneeId: who.id } };
      return { params: { caseId: opened.id, assigneeId: who.id }, row };
    },
  },
  'cases/changeStatus': {
    role: 'donor_care',
    prepare: async () => {
      const opened = await createCase(t.database.db, t.config, { locationId: austin });
      const row = { objectType: 'donorCareCase', objectId: opened.id, before: { status: 'new' }, after: { status: 'in_progress' } };
      return { params: { caseId: opened.id, status: 'in_progress' }, row };
    },
  },
  'cases/addNote': {
    role: 'center_staff',
    prepare: async () => {
      const opened = await createCase(t.database.db, t.config, { locationId: austin });
      return {
        params: { caseId: opened.id, body: 'Called the donor' },
        row: {
          objectType: 'donorCareCase',
          objectId: opened.id,
          before: null,
          after: expect.objectContaining({ note: 'Called the donor' }),
        },
      };
    },
  },
  'messages/resendMessage': {
    role: 'donor_care',
    prepare: async () => {
      const donor = await createDonor(t.database.db, { homeLocationId: austin });
      const [failed] = await t.database.db
        .insert(messagesOutbox)
        .values({
          channel: 'email',
          destination: donor.email as string,
          language: 'en',
          template: 'appointmentReminder',
          subject: 'Reminder',
          body: 'See you tomorrow',
          createdAt: t.clock.now(),
          state: 'failed',
          attempts: 6,
        })
        .returning({ id: messagesOutbox.id });
      const row = {
        objectType: 'message',
        objectId: failed?.id,
        donorId: donor.id,
        after: expect.objectContaining({ template: 'appointmentReminder' }),
      };
      return { params: { donorNumber: donor.donorNumber, messageId: failed?.id ?? '' }, row };
    },
  },
  'cases/reply': {
    role: 'admin',
    prepare: async () => {
      const opened = await createCase(t.database.db, t.config, { locationId: austin });
      return {
        params: { caseId: opened.id, body: 'We are on it' },
        row: {
          objectType: 'donorCareCase',
          objectId: opened.id,
          before: { status: 'new', firstRespondedAt: null },
          after: expect.objectContaining({ status: 'waiting_on_donor', reply: 'We are on it' }),
        },
      };
    },
  },
  'cases/escalate': {
    role: 'center_manager',
    prepare: async () => {
      const opened = await createCase(t.database.db, t.config, { locationId: austin });
      return {
        params: { caseId: opened.id, reason: 'Complaint about the center' },
        row: {
          objectType: 'donorCareCase',
          objectId: opened.id,
          before: { escalatedAt: null, assigneeId: null },
          after: { escalatedAt: t.clock.now().toISOString(), assigneeId: null, reason: 'Complaint about the center' },
        },
      };
    },
  },
  'appointment/saveBookingRules': {
    role: 'admin',
    prepare: async () => {
      const rules = { ...defaultBookingRules, maxFutureAppointments: 2 };
      return { params: { rules }, row: { objectType: 'bookingRules', objectId: '1', before: defaultBookingRules, after: rules } };
    },
  },
  'appointment/saveCenterSchedule': {
    role: 'center_manager',
    prepare: async () => {
      const schedule = standardSchedule(6);
      return {
        params: { locationID: austin, schedule },
        row: { objectType: 'centerSchedule', objectId: String(austin), before: null, after: schedule },
      };
    },
  },
  'location/saveCenter': {
    role: 'admin',
    prepare: async () => {
      const center = {
        name: 'Audit Center',
        addressLine1: '1 Audit Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '5125550100',
        timeZone: 'America/Chicago',
        marketingPageId: null,
        bookingOpen: true,
      };
      return { params: { locationID: 7301, center }, row: { objectType: 'center', objectId: '7301', before: null } };
    },
  },
  'integrations/createApiClient': {
    role: 'admin',
    prepare: async () => ({
      params: { name: 'Audited client', operations: ['visits'], centerIds: null },
      row: {
        objectType: 'apiClient',
        objectId: expect.any(String),
        after: { name: 'Audited client', operations: ['visits'], centerIds: null },
      },
    }),
  },
  'integrations/rotateApiClientSecret': {
    role: 'admin',
    prepare: async () => {
      const client = await insertApiClient('Rotated client');
      return {
        params: { clientId: client.id, overlapHours: 0 },
        row: { objectType: 'apiClient', objectId: client.id, before: { secretHint: client.secretHint } },
      };
    },
  },
  'integrations/revokeApiClient': {
    role: 'admin',
    prepare: async () => {
      const client = await insertApiClient('Revoked client');
      return {
        params: { clientId: client.id },
        row: {
          objectType: 'apiClient',
          objectId: client.id,
          before: { revokedAt: null },
          after: { revokedAt: t.clock.now().toISOString() },
        },
      };
    },
  },
  'appointment/checkIn': {
    role: 'center_staff',
    prepare: async () => {
      const appointment = await appointmentToday();
      const row = { objectType: 'appointment', objectId: appointment.id, before: { status: 'booked' }, after: { status: 'checked_in' } };
      return { params: { appointmentID: appointment.id }, row: { ...row, donorId: appointment.donorId } };
    },
  },
  'appointment/redeemCheckInPass': {
    role: 'center_staff',
    prepare: async () => {
      const appointment = await appointmentToday();
      const checkId = `check-in-${appointment.id}`;
      await publishCheckInQuestionnaire(t.database.db, checkId, checkInQuestionnaire, t.clock.now());
      const code = checkInPassSigner(t.config.tokenSecret).code(appointment.id);
      const now = t.clock.now();
      await t.database.db
        .insert(appointmentCheckIns)
        .values({ appointmentId: appointment.id, checkId, startedAt: now, updatedAt: now, completedAt: now, passCode: code });
      const row = {
        objectType: 'appointment',
        objectId: appointment.id,
        before: { status: 'booked' },
        after: { status: 'checked_in', via: 'checkInPass' },
      };
      return { params: { locationID: austin, pass: code }, row: { ...row, donorId: appointment.donorId } };
    },
  },
  'appointment/markNoShow': {
    role: 'center_manager',
    prepare: async () => {
      const appointment = await appointmentToday();
      const row = { objectType: 'appointment', objectId: appointment.id, before: { status: 'booked' }, after: { status: 'no_show' } };
      return { params: { appointmentID: appointment.id }, row: { ...row, donorId: appointment.donorId } };
    },
  },
  'content/saveNews': {
    role: 'content_editor',
    prepare: async () => {
      const article = await createArticle(t.database.db);
      const row = { objectType: 'news', objectId: article.id, before: { version: 1 }, after: { version: 2 } };
      return { params: { id: article.id, expectedVersion: 1, fields: completeNewsFields('Saved') }, row };
    },
  },
  'content/savePromotion': {
    role: 'admin',
    prepare: async () => {
      const promotion = await createPromotionItem(t.database.db);
      const row = { objectType: 'promotion', objectId: promotion.id, before: { version: 1 }, after: { version: 2 } };
      return { params: { id: promotion.id, expectedVersion: 1, fields: completePromotionFields('Saved') }, row };
    },
  },
  'content/saveChatbot': {
    role: 'content_editor',
    prepare: async () => {
      const ids = await createChatTree(t.database.db, demoChatTree, t.clock.now());
      const row = { objectType: 'chatbot', objectId: CHATBOT_TREE_ID, before: { version: 1 }, after: { version: 2 } };
      const root = {
        id: ids.get(''),
        text: { en: 'Help', es: 'Ayuda' },
        description: { en: 'Hi', es: 'Hola' },
        isFeedback: false,
        children: [],
      };
      return { params: { expectedVersion: 1, fields: { root } }, row };
    },
  },
  'content/saveDocument': {
    role: 'content_editor',
    prepare: async () => {
      const document = await createDocument(t.database.db, 'generalTips', generalTips);
      const fields = { en: { ...generalTips.en, title: 'Tips, audited' }, es: generalTips.es };
      const row = { objectType: 'document', objectId: 'generalTips', before: { version: 1 }, after: { version: 2 } };
      return { params: { id: document.id, expectedVersion: 1, fields }, row };
    },
  },
  'content/publishContent': {
    role: 'admin',
    prepare: async () => {
      const article = await createArticle(t.database.db);
      const row = {
        objectType: 'news',
        objectId: article.id,
        before: expect.objectContaining({ state: 'draft', publishAt: null }),
        after: expect.objectContaining({ state: 'published', publishAt: t.clock.now().toISOString() }),
      };
      return { params: { kind: 'news', id: article.id, expectedVersion: 1, expireAt: null }, row };
    },
  },
  'content/retireContent': {
    role: 'content_editor',
    prepare: async () => {
      const article = await createArticle(t.database.db, { window: { publishAt: t.clock.now(), expireAt: null, retiredAt: null } });
      const row = {
        objectType: 'news',
        objectId: article.id,
        before: expect.objectContaining({ state: 'published', retiredAt: null }),
        after: expect.objectContaining({ state: 'retired', retiredAt: t.clock.now().toISOString() }),
      };
      return { params: { kind: 'news', id: article.id, expectedVersion: 1 }, row };
    },
  },
  'content/uploadImage': {
    role: 'admin',
    prepare: async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();
      const row = { objectType: 'contentImage', after: expect.objectContaining({ contentType: 'image/png' }) };
      return { params: { data: png.toString('base64') }, row };
    },
  },
  'content/restoreRevision': {
    role: 'content_editor',
    prepare: async (who) => {
      const article = await createArticle(t.database.db);
      await t.call('content/saveNews', { id: article.id, expectedVersion: 1, fields: completeNewsFields('Changed') }, { token: who.token });
      const row = { objectType: 'news', objectId: article.id, before: { version: 2 }, after: { version: 3, restoredFrom: 1 } };
      return { params: { kind: 'news', id: article.id, version: 1, expectedVersion: 2 }, row };
    },
  },
  'content/saveCampaign': {
    role: 'content_editor',
    prepare: async () => ({
      params: { fields: campaignFields('Audited', { states: ['TX'] }) },
      row: {
        objectType: 'campaign',
        after: expect.objectContaining({ title: { en: 'Audited', es: 'Audited (es)' }, segment: { states: ['TX'] }, status: 'draft' }),
      },
    }),
  },
  'content/scheduleCampaign': {
    role: 'admin',
    prepare: async (who) => {
      const { id } = (await t.call('content/saveCampaign', { fields: campaignFields() }, { token: who.token })).json<{ id: string }>();
      const sendAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
      const row = {
        objectType: 'campaign',
        objectId: id,
        before: expect.objectContaining({ status: 'draft', sendAt: null }),
        after: expect.objectContaining({ status: 'scheduled', sendAt }),
      };
      return { params: { id, sendAt }, row };
    },
  },
  'content/cancelCampaign': {
    role: 'content_editor',
    prepare: async (who) => {
      const { id } = (await t.call('content/saveCampaign', { fields: campaignFields() }, { token: who.token })).json<{ id: string }>();
      const row = {
        objectType: 'campaign',
        objectId: id,
        before: expect.objectContaining({ status: 'draft' }),
        after: expect.objectContaining({ status: 'cancelled' }),
      };
      return { params: { id }, row };
    },
  },
  'screeningContent/saveScreeningDraft': {
    role: 'content_editor',
    prepare: async () => {
      const { fields, draft } = await surveyDraft();
      const row = {
        objectType: 'screening:feedback',
        objectId: draft.id,
        before: { revision: 1 },
        after: { version: draft.version, revision: 2 },
      };
      return { params: { kind: 'feedback', id: draft.id, expectedRevision: 1, fields }, row };
    },
  },
  'screeningContent/publishScreeningVersion': {
    role: 'admin',
    prepare: async () => {
      const { draft } = await surveyDraft();
      const row = {
        objectType: 'screening:feedback',
        objectId: draft.id,
        before: expect.objectContaining({ state: 'draft' }),
        after: { state: 'published', version: draft.version, publishedAt: t.clock.now().toISOString() },
      };
      return { params: { kind: 'feedback', id: draft.id, expectedRevision: draft.revision }, row };
    },
  },
  'screeningContent/saveFeedbackSettings': {
    role: 'content_editor',
    prepare: async () => ({
      params: { daysToComplete: 9, wheelPrizes: [15, 30] },
      row: { objectType: 'feedbackSettings', objectId: 'default', after: { daysToComplete: 9, wheelPrizes: [15, 30] } },
    }),
  },
  'webhooks/createEndpoint': {
    role: 'admin',
    prepare: async () => ({
      params: { url: 'https://dms.example.com/hooks', description: '', eventTypes: ['appointment.booked'] },
      row: { objectType: 'webhookEndpoint', after: { url: 'https://dms.example.com/hooks', eventTypes: ['appointment.booked'] } },
    }),
  },
  'webhooks/rotateSecret': {
    role: 'admin',
    prepare: async () => {
      const { id } = await createWebhookEndpoint(t.database.db, t.config.totpEncryptionKey);
      return { params: { endpointId: id }, row: { objectType: 'webhookEndpoint', objectId: id, after: { rotated: true } } };
    },
  },
  'webhooks/setPaused': {
    role: 'admin',
    prepare: async () => {
      const { id } = await createWebhookEndpoint(t.database.db, t.config.totpEncryptionKey);
      return {
        params: { endpointId: id, paused: true },
        row: { objectType: 'webhookEndpoint', objectId: id, before: { paused: false }, after: { paused: true } },
      };
    },
  },
  'webhooks/replay': {
    role: 'admin',
    prepare: async () => {
      const { id } = await createWebhookEndpoint(t.database.db, t.config.totpEncryptionKey);
      // A time after every event: the row's count is then known.
      const from = '2099-01-01T00:00:00.000Z';
      return {
        params: { endpointId: id, from },
        row: { objectType: 'webhookEndpoint', objectId: id, after: { replayFrom: from, queued: 0 } },
      };
    },
  },
};

/** A draft version of the after-donation survey, made as the seed makes one, and its fields as the console edits them. */
async function surveyDraft() {
  const draft = await createVersion(t.database.db, 'feedback', survey.document, t.clock.now());
  return { fields: fieldsOf('feedback', draft.document), draft };
}

/** A booked appointment at Austin that began an hour ago (today at the center). */
async function appointmentToday() {
  const donor = await createDonor(t.database.db, { homeLocationId: austin });
  const startsAt = new Date(t.clock.now().getTime() - 3_600_000);
  return createAppointment(t.database.db, { donorId: donor.id, locationId: austin, startsAt });
}

let visitNumber = 0;
/** A completed donation at a center, as the console records it. */
function visitAt(locationID: number, donorNumber: string) {
  visitNumber += 1;
  return {
    donorNumber,
    locationID,
    visitNumber: `AUDIT-${visitNumber}`,
    checkinTS: '2026-06-15T13:00:00.000Z',
    checkoutTS: '2026-06-15T14:10:00.000Z',
    donated: true,
    payments: [],
    screeningTests: [],
    deferral: null,
  };
}

const rowsOf = (staffId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, action)));

/** The database's own refusal (drizzle wraps it in a "Failed query" error). */
async function refusedByTrigger(query: Promise<unknown>) {
  const error: unknown = await query.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  expect(String((error as Error).cause ?? error)).toContain('audit_log is append-only');
}
const countRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

describe('the audit trail', () => {
  const staffMutations = (Object.entries(services) as [ServiceKey, ServiceContract][])
    .filter(([, contract]) => isStaffAuth(contract.auth) && contract.kind === 'mutation')
    .map(([key]) => key);

  it('has a call for every staff mutation of the registry', () => {
    expect(staffMutations.length).toBeGreaterThan(0);
    expect(Object.keys(mutations).sort()).toEqual([...staffMutations].sort());
  });

  for (const key of staffMutations) {
    it(`${key} appends exactly one row: who, role, when, address, action and what changed`, async () => {
      const { role, prepare } = mutations[key as StaffMutationKey];
      const staff = await createStaff(t.database.db, role, { centerIds: [austin] });
      const token = await signInStaff(t, staff.email);
      const { params, row } = await prepare({ id: staff.id, token });
      const before = await countRows();
      const res = await t.call(key, params as never, { token, ip: '10.9.0.1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await countRows()).toBe(before + 1);
      expect(await rowsOf(staff.id, key)).toEqual([
        expect.objectContaining({ staffId: staff.id, role, at: t.clock.now(), clientAddress: '10.9.0.1', action: key, ...row }),
      ]);
    });
  }

  it('records a staff read of a donor’s data with the donor, and neither a refused call nor a read of one’s own profile', async () => {
    const donor = await createDonor(t.database.db, { donorNumber: 'D7300001', homeLocationId: austin });
    const care = await createStaff(t.database.db, 'donor_care');
    const token = await signInStaff(t, care.email);
    const before = await countRows();
    expect((await t.call('staff/findDonor', { donorNumber: 'D7300001' }, { token })).statusCode).toBe(200);
    expect((await t.call('staff/findDonor', { donorNumber: 'D7399999' }, { token })).statusCode).toBe(404);
    expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(200);
    expect(await countRows()).toBe(before + 1);
    expect(await rowsOf(care.id, 'staff/findDonor')).toEqual([
      expect.objectContaining({ staffId: care.id, role: 'donor_care', action: 'staff/findDonor', donorId: donor.id }),
    ]);
  });

  it('refuses any update, delete or truncate in the database itself', async () => {
    const before = await countRows();
    expect(before).toBeGreaterThan(0);
    const db = t.database.db;
    await refusedByTrigger(db.update(auditLog).set({ action: 'rewritten' }));
    await refusedByTrigger(db.delete(auditLog).where(eq(auditLog.action, 'staff/logout')));
    await refusedByTrigger(db.execute(sql`truncate audit_log`));
    expect(await countRows()).toBe(before);
  });
});
