import type { CommunicationPreferences } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { closedAccountRefusals, consentRecords, donorFieldChanges, donors } from '../../db/schema/index';
import { defaultCommunicationPreferences } from '../../domain/communication-preferences';
import { unsubscribeUrl } from '../../domain/messaging/unsubscribe';
import { signInStaff } from '../../test/sign-in';
import { importDonorFile } from '../../test/imports';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';

/**
 * Decision 067: choices the donor changed herself (here by an e-mail's one-click unsubscribe, through its route) are
 * hers against an older center record, from `PUT /api/ops/donors` and from the bulk import alike; a newer one wins.
 * So is a STOP texted to the portal's number (Twilio's inbound webhook, signed by a stand-in).
 * A closed account takes no choices from the route either.
 */
let t: TestApp;
let standIn: TwilioStandIn;
let secret: string;
let austin: number;
const PUBLIC_URL = 'https://portal.example.org';

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  t = await createTestApp({
    env: {
      TWILIO_ACCOUNT_SID: standIn.accountSid,
      TWILIO_AUTH_TOKEN: standIn.authToken,
      TWILIO_MESSAGING_SERVICE_SID: `MG${'ab'.repeat(16)}`,
      TWILIO_API_URL: standIn.url,
      PUBLIC_URL,
    },
  });
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'own.admin@staff.example.com' })).email);
  const created = await t.call('integrations/createApiClient', { name: 'DMS own', operations: ['donors', 'imports'] } as never, {
    token: admin,
  });
  secret = created.json<{ secret: string }>().secret;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const hourBefore = new Date(new Date(TEST_NOW).getTime() - 3_600_000).toISOString();
const hourAfter = new Date(new Date(TEST_NOW).getTime() + 3_600_000).toISOString();

/** The defaults with e-mail offers back on and text offers turned on: what a center sends. */
const centerChoices: CommunicationPreferences = {
  ...defaultCommunicationPreferences,
  email: { ...defaultCommunicationPreferences.email, promotions: true },
  sms: { ...defaultCommunicationPreferences.sms, promotions: true },
};

const record = (donorNumber: string, changedAt: string, communicationPreferences: CommunicationPreferences | null = centerChoices) => ({
  donorNumber,
  changedAt,
  firstName: 'Lucia',
  lastName: 'Mendez',
  birthDate: '1988-05-20',
  identity: { typeId: 1, last4: '5678' },
  email: null,
  homeLocationID: austin,
  communicationPreferences,
});

function put(body: ReturnType<typeof record>) {
  const { donorNumber, ...rest } = body;
  return t.app.inject({
    method: 'PUT',
    url: `/api/ops/donors/${donorNumber}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    payload: JSON.stringify(rest),
  });
}

async function importLines(lines: readonly unknown[]) {
  const report = await importDonorFile(t, secret, lines.map((line) => JSON.stringify(line)).join('\n'), 'application/x-ndjson');
  return report.counts;
}

/** The donor turns e-mail offers off with her e-mail's one-click link (RFC 8058), at TEST_NOW. */
async function unsubscribe(donorId: string) {
  const url = new URL(unsubscribeUrl('https://portal.test', t.config.tokenSecret, donorId, 'promotions'));
  const res = await t.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The donor texts STOP to the portal's number, at TEST_NOW. */
async function textStop(from: string) {
  const signed = standIn.signed(`${PUBLIC_URL}/api/sms/twilio/inbound`, {
    MessageSid: `SM${'ef'.repeat(16)}`,
    From: from,
    To: '+15125550100',
    Body: 'STOP',
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/sms/twilio/inbound', headers: signed.headers, payload: signed.payload });
  expect(res.statusCode, res.body).toBe(200);
}

const choicesOf = async (donorId: string) =>
  (await t.database.db.select({ prefs: donors.communicationPreferences }).from(donors).where(eq(donors.id, donorId)))[0]?.prefs;

const centerConsents = async (donorId: string) =>
  (
    await t.database.db
      .select({ channel: consentRecords.channel, kind: consentRecords.kind, granted: consentRecords.granted })
      .from(consentRecords)
      .where(and(eq(consentRecords.donorId, donorId), eq(consentRecords.source, 'center')))
  ).map((row) => `${row.channel}.${row.kind}=${row.granted}`);

const centerChoiceChanges = async (donorId: string) =>
  await t.database.db
    .select()
    .from(donorFieldChanges)
    .where(
      and(
        eq(donorFieldChanges.donorId, donorId),
        eq(donorFieldChanges.source, 'center'),
        eq(donorFieldChanges.field, 'communicationPreferences'),
      ),
    );

describe(`a donor's own opt-out against a center's record (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('PUT: an older record leaves the unsubscribed choice off and records nothing for it; a newer one applies it', async () => {
    const donor = await createDonor(t.database.db, { homeLocationId: austin, email: null });
    await unsubscribe(donor.id);
    const older = await put({ ...record(donor.donorNumber, hourBefore), communicationPreferences: { ...defaultCommunicationPreferences } });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toMatchObject({ keptPortal: ['communicationPreferences'] });
    expect(older.json<{ applied: string[] }>().applied).not.toContain('communicationPreferences');
    expect((await choicesOf(donor.id))?.email.promotions).toBe(false);
    expect(await centerConsents(donor.id)).toEqual([]);
    expect(await centerChoiceChanges(donor.id)).toHaveLength(0);

    // An older record changing another choice too: the group stays hers, as for any other group of details.
    const other = await put(record(donor.donorNumber, hourBefore));
    expect(other.json()).toMatchObject({ applied: [], keptPortal: ['communicationPreferences'] });
    expect(await choicesOf(donor.id)).toMatchObject({ email: { promotions: false }, sms: { promotions: false } });
    expect(await centerConsents(donor.id)).toEqual([]);

    const newer = await put(record(donor.donorNumber, hourAfter));
    expect(newer.json()).toMatchObject({ applied: ['communicationPreferences'], keptPortal: [] });
    expect((await choicesOf(donor.id))?.email.promotions).toBe(true);
    expect((await centerConsents(donor.id)).sort()).toEqual(['email.promotions=true', 'sms.promotions=true']);
  });

  it('import: an older line leaves the unsubscribed choice off and records nothing; a newer line applies it', async () => {
    const donor = await createDonor(t.database.db, { homeLocationId: austin, email: null });
    await unsubscribe(donor.id);
    const older = await importLines([record(donor.donorNumber, hourBefore, { ...defaultCommunicationPreferences })]);
    expect(older).toMatchObject({ updated: 1 });
    expect((await choicesOf(donor.id))?.email.promotions).toBe(false);
    expect(await centerConsents(donor.id)).toEqual([]);
    expect(await centerChoiceChanges(donor.id)).toHaveLength(0);
    // The same line again: nothing to change.
    expect(await importLines([record(donor.donorNumber, hourBefore, { ...defaultCommunicationPreferences })])).toMatchObject({
      unchanged: 1,
    });

    // An older line changing another choice too: the group stays hers.
    expect(await importLines([record(donor.donorNumber, hourBefore)])).toMatchObject({ unchanged: 1 });
    expect(await choicesOf(donor.id)).toMatchObject({ email: { promotions: false }, sms: { promotions: false } });
    expect(await centerConsents(donor.id)).toEqual([]);

    expect(await importLines([record(donor.donorNumber, hourAfter)])).toMatchObject({ updated: 1 });
    expect((await choicesOf(donor.id))?.email.promotions).toBe(true);
    expect((await centerConsents(donor.id)).sort()).toEqual(['email.promotions=true', 'sms.promotions=true']);
    expect(await centerChoiceChanges(donor.id)).toHaveLength(1);
  });

  it('a STOP text: an older center line by import and by PUT leaves texts off; a newer one applies its choices', async () => {
    const donor = await createDonor(t.database.db, {
      homeLocationId: austin,
      email: null,
      phoneCountryCode: '1',
      phoneNumber: '7375550911',
    });
    await textStop('+17375550911');
    const smsOff = { rewards: false, promotions: false, reminders: false };
    expect((await choicesOf(donor.id))?.sms).toEqual(smsOff);
    const line = { ...record(donor.donorNumber, hourBefore), phone: '7375550911' };
    expect(await importLines([line])).toMatchObject({ updated: 1 });
    expect((await choicesOf(donor.id))?.sms).toEqual(smsOff);
    const older = await put(line);
    expect(older.json()).toMatchObject({ applied: [], keptPortal: ['communicationPreferences'] });
    expect((await choicesOf(donor.id))?.sms).toEqual(smsOff);
    expect(await centerConsents(donor.id)).toEqual([]);
    expect(await centerChoiceChanges(donor.id)).toHaveLength(0);

    const newer = await put({ ...line, changedAt: hourAfter });
    expect(newer.json()).toMatchObject({ applied: ['communicationPreferences'], keptPortal: [] });
    expect((await choicesOf(donor.id))?.sms).toEqual(centerChoices.sms);
    expect((await centerConsents(donor.id)).sort()).toEqual(['sms.promotions=true', 'sms.reminders=true', 'sms.rewards=true']);
  });

  it('PUT: a closed account takes no choices, the refusal recorded as for its contact data', async () => {
    const allOff = { email: { rewards: false, promotions: false, reminders: false } };
    const closed = await createDonor(t.database.db, {
      homeLocationId: austin,
      email: null,
      phoneNumber: null,
      closedAt: new Date(TEST_NOW),
      communicationPreferences: {
        ...allOff,
        sms: { rewards: false, promotions: false, reminders: false },
        push: { rewards: false, promotions: false, reminders: false },
      },
    });
    const res = await put(record(closed.donorNumber, hourAfter));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ refusedClosed: string[] }>().refusedClosed).toContain('communicationPreferences');
    expect(res.json()).toMatchObject({ keptPortal: [] });
    expect(res.json<{ applied: string[] }>().applied).not.toContain('communicationPreferences');
    expect(await choicesOf(closed.id)).toMatchObject(allOff);
    expect(await centerConsents(closed.id)).toEqual([]);
    const refusals = await t.database.db.select().from(closedAccountRefusals).where(eq(closedAccountRefusals.donorId, closed.id));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]?.fields).toContain('communicationPreferences');
  });
});
