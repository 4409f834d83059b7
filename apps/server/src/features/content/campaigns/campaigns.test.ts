import type { CommunicationPreferences, Notification } from '@portal/contract';
import type { Campaign, Segment } from '@portal/contract/entities/campaign';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { campaignFields } from '../../../db/factories/campaigns';
import { completeSurveyFields, createPromotionItem } from '../../../db/factories/content';
import { createDonor, type DonorInput } from '../../../db/factories/donors';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { messagesOutbox, notifications, visits } from '../../../db/schema/index';
import { recordConsentChanges } from '../../../domain/consent-records';
import { createMessenger } from '../../../domain/messaging/messenger';
import { signIn, signInStaff } from '../../../test/sign-in';
import { openSecondHandle } from '../../../test/test-database';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';
import { CAMPAIGN_BATCH_PAUSE_MS, sendCampaignBatches, type CampaignSendDeps } from './campaign-sends';

const DAY = 24 * 60 * 60_000;
let t: TestApp;
let editor: string;
let editorEmail: string;
let triggers: { name: string; afterMs: number | undefined }[];

const depsOf = (app: TestApp, extra: Partial<CampaignSendDeps> = {}): CampaignSendDeps => ({
  db: app.database.db,
  clock: app.clock,
  messenger: createMessenger({ db: app.database.db, clock: app.clock, brandName: 'Demo Plasma' }),
  jobs: { trigger: async (name, options) => void triggers.push({ name, afterMs: options?.afterMs }) },
  publicUrl: 'https://portal.test',
  config: app.config,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  editorEmail = (await createStaff(t.database.db, 'content_editor')).email;
  editor = await signInStaff(t, editorEmail);
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.set(TEST_NOW);
  triggers = [];
});
triggers = [];

const ok = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const count = async (segment: Segment, token = editor) =>
  ok<{ count: number }>(await t.call('content/countCampaignRecipients', { segment }, { token })).count;
const create = async (segment: Segment, title = 'Double points week') =>
  ok<{ id: string }>(await t.call('content/saveCampaign', { fields: campaignFields(title, segment) }, { token: editor })).id;
const get = async (id: string) => ok<{ campaign: Campaign }>(await t.call('content/getCampaign', { id }, { token: editor })).campaign;
const schedule = (id: string, sendAt?: Date) =>
  t.call('content/scheduleCampaign', { id, ...(sendAt ? { sendAt: sendAt.toISOString() } : {}) }, { token: editor });
const campaignNotices = (campaignId: string) => t.database.db.select().from(notifications).where(eq(notifications.campaignId, campaignId));
const campaignMessages = (to: string) =>
  t.database.db
    .select()
    .from(messagesOutbox)
    .where(and(eq(messagesOutbox.destination, to), eq(messagesOutbox.template, 'campaign')));

/** Completed donations, the latest on `last`, one a day before it. */
async function donations(donorId: string, locationId: number, n: number, last: string) {
  const end = new Date(`${last}T15:00:00Z`).getTime();
  await t.database.db.insert(visits).values(
    Array.from({ length: n }, (_, i) => ({
      donorId,
      locationId,
      visitNumber: `C${donorId.slice(0, 8)}-${i}`,
      checkinAt: new Date(end - i * DAY),
      donated: true,
    })),
  );
}

/** Donors at two centers of their own, so other tests' donors never enter the counts. */
async function freshCenters() {
  const a = (await createLocation(t.database.db)).id;
  const b = (await createLocation(t.database.db, { stateCode: 'CA', city: 'Fresno', timezone: 'America/Los_Angeles' })).id;
  return { a, b, both: [a, b] };
}

describe('targeting counts', () => {
  it('count each filter and their combinations, only donors with a portal account', async () => {
    const { a, b, both } = await freshCenters();
    const d1 = await createDonor(t.database.db, { homeLocationId: a, stateCode: 'TX', status: 'donor', language: 'en' });
    await donations(d1.id, a, 25, '2026-06-01'); // Bronze
    await createDonor(t.database.db, { homeLocationId: a, stateCode: 'TX', status: 'predonor', language: 'es' });
    const d3 = await createDonor(t.database.db, { homeLocationId: b, stateCode: 'CA', status: 'referral_pending', language: 'es' });
    await donations(d3.id, b, 1, '2025-01-10'); // outside the tier window
    const d4 = await createDonor(t.database.db, { homeLocationId: b, stateCode: 'CA', status: 'donor', language: 'en' });
    await donations(d4.id, b, 50, '2026-06-10'); // Silver
    await createDonor(t.database.db, { homeLocationId: a, stateCode: 'TX', password: null }); // no portal account

    expect(await count({ centerIds: both })).toBe(4);
    expect(await count({ centerIds: [a] })).toBe(2);
    expect(await count({ centerIds: both, states: ['TX'] })).toBe(2);
    expect(await count({ centerIds: both, states: ['CA', 'TX'] })).toBe(4);
    expect(await count({ centerIds: both, statuses: ['predonor', 'referral_pending'] })).toBe(2);
    expect(await count({ centerIds: both, statuses: ['donor'] })).toBe(2);
    expect(await count({ centerIds: both, tiers: ['bronze'] })).toBe(1);
    expect(await count({ centerIds: both, tiers: ['silver', 'gold'] })).toBe(1);
    expect(await count({ centerIds: both, tiers: ['none'] })).toBe(2);
    expect(await count({ centerIds: both, tiers: ['platinum'] })).toBe(0);
    expect(await count({ centerIds: both, languages: ['es'] })).toBe(2);
    expect(await count({ centerIds: both, lastDonationFrom: '2026-06-01' })).toBe(2);
    expect(await count({ centerIds: both, lastDonationBefore: '2026-06-01' })).toBe(1);
    expect(await count({ centerIds: both, lastDonationFrom: '2025-01-01', lastDonationBefore: '2026-06-05' })).toBe(2);
    expect(await count({ centerIds: [a], languages: ['en'], statuses: ['donor'], tiers: ['bronze'] })).toBe(1);
    expect(await count({ centerIds: [b], languages: ['en'], statuses: ['predonor'] })).toBe(0);
  });

  it('with no filter, count every donor with a portal account', async () => {
    const before = await count({});
    await createDonor(t.database.db);
    await createDonor(t.database.db, { password: null });
    expect(await count({})).toBe(before + 1);
  });

  it('move tiers with the clock: a donation leaves the window 365 days later', async () => {
    const { a } = await freshCenters();
    const donor = await createDonor(t.database.db, { homeLocationId: a });
    await donations(donor.id, a, 20, '2026-06-10');
    expect(await count({ centerIds: [a], tiers: ['bronze'] })).toBe(1);
    // The oldest of the 20 was on 2026-05-22: 365 days later it has left the window, and Bronze with it.
    t.clock.set(new Date(new Date('2026-05-22T15:00:00Z').getTime() + 365 * DAY + 1));
    const later = await signInStaff(t, editorEmail);
    expect(await count({ centerIds: [a], tiers: ['bronze'] }, later)).toBe(0);
    expect(await count({ centerIds: [a], tiers: ['none'] }, later)).toBe(1);
  });
});

describe('bad input', () => {
  const fieldsOf = (res: { statusCode: number; json<U>(): U }) => {
    expect(res.statusCode).toBe(400);
    return res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
  };

  it('is 400 naming each field of the segment', async () => {
    const res = await t.call(
      'content/countCampaignRecipients',
      {
        segment: {
          centerIds: [0],
          states: ['ZZ'],
          statuses: ['vip'],
          tiers: ['diamond'],
          languages: ['fr'],
          lastDonationFrom: '2026-13-01',
          lastDonationBefore: 'yesterday',
        },
      } as never,
      { token: editor },
    );
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'params.segment.centerIds.0',
        'params.segment.states.0',
        'params.segment.statuses.0',
        'params.segment.tiers.0',
        'params.segment.languages.0',
        'params.segment.lastDonationFrom',
        'params.segment.lastDonationBefore',
      ]),
    );
  });

  it('is 400 naming an empty or too long text, and a link out of the portal', async () => {
    const fields = campaignFields('Bad');
    fields.title.es = '  ';
    fields.message.en = 'x'.repeat(1001);
    fields.link = 'https://elsewhere.example/offer';
    const res = await t.call('content/saveCampaign', { fields }, { token: editor });
    expect(fieldsOf(res)).toEqual(['params.fields.title.es', 'params.fields.message.en', 'params.fields.link']);
    fields.link = '//elsewhere.example';
    expect(
      fieldsOf(await t.call('content/saveCampaign', { fields: { ...campaignFields(), link: fields.link } }, { token: editor })),
    ).toEqual(['params.fields.link']);
  });

  it('is 400 for a sending time in the past, and 404 for a campaign that does not exist', async () => {
    const id = await create({ states: ['WY'] });
    expect(fieldsOf(await schedule(id, new Date(t.clock.now().getTime() - 60_000)))).toEqual(['params.sendAt']);
    expect((await schedule('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.call('content/getCampaign', { id: 'not-an-id' }, { token: editor })).statusCode).toBe(400);
  });
});

describe('a campaign', () => {
  it('is a draft, scheduled, sent at its time to its segment, in each donor’s language, and its reads counted', async () => {
    const { a } = await freshCenters();
    const reader = await createDonor(t.database.db, { homeLocationId: a, language: 'es', email: 'campaign-reader@example.com' });
    await createDonor(t.database.db, { homeLocationId: a });
    const id = await create({ centerIds: [a] }, 'First title');
    ok(await t.call('content/saveCampaign', { id, fields: campaignFields('Second title', { centerIds: [a] }) }, { token: editor }));
    expect(await get(id)).toMatchObject({ status: 'draft', sendAt: null, results: { recipients: null, sent: 0, read: 0 } });

    const sendAt = new Date(t.clock.now().getTime() + 30 * 60_000);
    expect(ok<{ campaignStatus: string }>(await schedule(id, sendAt)).campaignStatus).toBe('scheduled');
    const deps = depsOf(t);
    t.clock.set(new Date(sendAt.getTime() - 1));
    expect(await sendCampaignBatches(deps)).toMatchObject({ started: 0, sent: 0 });
    expect(await campaignNotices(id)).toHaveLength(0);

    t.clock.set(sendAt);
    expect(await sendCampaignBatches(deps)).toEqual({ started: 1, sent: 2, more: false });
    expect(await get(id)).toMatchObject({
      status: 'sent',
      finishedAt: sendAt.toISOString(),
      results: { recipients: 2, sent: 2, read: 0, emails: 2, textMessages: 0 },
    });
    expect(
      ok<{ campaigns: { id: string; status: string }[] }>(await t.call('content/listCampaigns', {}, { token: editor })).campaigns,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'sent', results: expect.objectContaining({ sent: 2 }) })]));

    const { token } = await signIn(t, 'campaign-reader@example.com');
    const list = (lang: 'en' | 'es') =>
      t
        .call('notification/getNotificationsPagination', { page: 1, limit: 50, lang }, { token })
        .then((r) => ok<{ data: Notification[] }>(r).data);
    const [mine] = (await list('es')).filter((n) => n.type === 'campaign');
    expect(mine).toMatchObject({
      title: 'Second title (es)',
      message: 'Dona esta semana y gana el doble de puntos.',
      goto: '/rewards',
      refId: null,
    });
    expect((await list('en')).find((n) => n.type === 'campaign')).toMatchObject({ title: 'Second title' });
    expect((await campaignMessages('campaign-reader@example.com')).map((m) => [m.language, m.subject])).toEqual([
      ['es', 'Second title (es)'],
    ]);

    const notificationID = (mine as Notification).notificationID;
    ok(await t.call('notification/markNotificationRead', { notificationID }, { token }));
    ok(await t.call('notification/markNotificationRead', { notificationID }, { token }));
    ok(await t.call('notification/markNotificationRead', { notificationID: 'news:something' }, { token }));
    expect((await get(id)).results.read).toBe(1);
    // Another donor cannot mark it.
    await createDonor(t.database.db, { email: 'other-reader@example.com' });
    const other = (await signIn(t, 'other-reader@example.com')).token;
    const [stranger] = await campaignNotices(id).then((rows) => rows.filter((r) => r.donorId !== reader.id));
    ok(await t.call('notification/markNotificationRead', { notificationID: (stranger as { id: string }).id }, { token: other }));
    expect((await get(id)).results.read).toBe(1);

    // Once sent it can no longer be changed, rescheduled or cancelled.
    expect((await t.call('content/saveCampaign', { id, fields: campaignFields() }, { token: editor })).statusCode).toBe(409);
    expect((await schedule(id)).statusCode).toBe(409);
    expect((await t.call('content/cancelCampaign', { id }, { token: editor })).json()).toMatchObject({
      status: 409,
      code: 'campaignNotEditable',
    });
  });

  it('opens a published survey from each recipient’s notification, counts the recipients’ answers, and refuses a draft one', async () => {
    const { a } = await freshCenters();
    await createDonor(t.database.db, { homeLocationId: a, email: 'survey-recipient@example.com' });
    await createDonor(t.database.db, { homeLocationId: a });
    const outsider = await createDonor(t.database.db, { email: 'survey-outsider@example.com' });
    const live = { publishAt: t.clock.now(), expireAt: null, retiredAt: null };
    const survey = await createPromotionItem(t.database.db, { fields: completeSurveyFields('Wait survey'), window: live });
    const draft = await createPromotionItem(t.database.db);

    const withPromotion = (promotionId: string) => ({ ...campaignFields('Tell us', { centerIds: [a] }), promotionId });
    const refused = ok<{ id: string }>(await t.call('content/saveCampaign', { fields: withPromotion(draft.id) }, { token: editor })).id;
    const notPublished = await schedule(refused);
    expect(notPublished.statusCode).toBe(400);
    expect(notPublished.json()).toMatchObject({ code: 'campaignPromotionNotPublished', fields: [{ path: 'fields.promotionId' }] });
    expect(await get(refused)).toMatchObject({ status: 'draft', fields: { promotionId: draft.id } });

    const id = ok<{ id: string }>(await t.call('content/saveCampaign', { fields: withPromotion(survey.id) }, { token: editor })).id;
    ok(await schedule(id));
    await sendCampaignBatches(depsOf(t));
    const notices = await campaignNotices(id);
    expect(notices.map((n) => [n.type, n.refId, n.goto])).toEqual([
      ['survey', survey.id, null],
      ['survey', survey.id, null],
    ]);

    // The recipient's Read More opens the survey (her list names it); she answers it, as does a donor outside the segment.
    const { token } = await signIn(t, 'survey-recipient@example.com');
    const list = ok<{ data: Notification[] }>(
      await t.call('notification/getNotificationsPagination', { page: 1, limit: 50, lang: 'en' }, { token }),
    );
    expect(list.data.filter((n) => n.refId === survey.id && n.title === 'Tell us')).toHaveLength(1);
    const answers = [
      { questionOrder: 0, answers: [{ answerOrder: 1, answerBody: 'Long' }] },
      { questionOrder: 1, answers: [{ answerOrder: 0, answerBody: 'Staff' }] },
      { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Fine' }] },
    ];
    const answer = async (who: string) =>
      t.call('marketing/submitSurveyAnswer', { promotionID: survey.id, questions: answers }, { token: (await signIn(t, who)).token });
    expect((await get(id)).results.surveyAnswers).toBe(0);
    ok(await answer('survey-recipient@example.com'));
    ok(await answer(outsider.email ?? ''));
    expect((await get(id)).results).toMatchObject({ sent: 2, surveyAnswers: 1 });
    expect((await get(refused)).results.surveyAnswers).toBeNull();
  });

  it('cancelled before its time is never sent', async () => {
    const { a } = await freshCenters();
    await createDonor(t.database.db, { homeLocationId: a });
    const id = await create({ centerIds: [a] });
    const sendAt = new Date(t.clock.now().getTime() + 60_000);
    ok(await schedule(id, sendAt));
    ok(await t.call('content/cancelCampaign', { id }, { token: editor }));
    t.clock.set(sendAt);
    await sendCampaignBatches(depsOf(t));
    expect(await get(id)).toMatchObject({ status: 'cancelled', results: { sent: 0 } });
    expect(await campaignNotices(id)).toHaveLength(0);
  });

  it('sends e-mails and text messages only where the donor allows news and offers on that channel', async () => {
    const { a } = await freshCenters();
    const prefs = (email: boolean, sms: boolean) => ({
      email: { rewards: true, promotions: email, reminders: true },
      sms: { rewards: true, promotions: sms, reminders: true },
      push: { rewards: true, promotions: true, reminders: true },
    });
    // Each donor's choices as recorded at her registration: a text needs a recorded opt-in to offers by text.
    const donor = async (input: DonorInput & { communicationPreferences: CommunicationPreferences }) => {
      const row = await createDonor(t.database.db, { homeLocationId: a, ...input });
      await recordConsentChanges(t.database.db, row.id, null, input.communicationPreferences, t.clock.now(), { source: 'registration' });
      return row;
    };
    const both = await donor({ communicationPreferences: prefs(true, true), phoneNumber: '5125550901' });
    const emailOnly = await donor({ communicationPreferences: prefs(true, false), phoneNumber: '5125550902' });
    const smsOnly = await donor({ communicationPreferences: prefs(false, true), phoneNumber: '5125550903', language: 'es' });
    const neither = await donor({ communicationPreferences: prefs(false, false), phoneNumber: '5125550904' });
    // Texts for offers on, but no opt-in on record (a choice written outside the history): no campaign text.
    await createDonor(t.database.db, { homeLocationId: a, communicationPreferences: prefs(false, true), phoneNumber: '5125550905' });
    const id = await create({ centerIds: [a] }, 'Channels');
    ok(await schedule(id));
    await sendCampaignBatches(depsOf(t));
    // Each message names its campaign in the insert (the campaigns dashboard counts them by it, decision 065).
    const sent = async (to: string) => (await campaignMessages(to)).map((m) => `${m.channel}:${m.language}:${m.campaignId === id}`);
    expect(await sent(both.email as string)).toEqual(['email:en:true']);
    expect(await sent('+15125550901')).toEqual(['sms:en:true']);
    expect(await sent(emailOnly.email as string)).toEqual(['email:en:true']);
    expect(await sent('+15125550902')).toEqual([]);
    expect(await sent(smsOnly.email as string)).toEqual([]);
    expect(await sent('+15125550903')).toEqual(['sms:es:true']);
    expect(await sent(neither.email as string)).toEqual([]);
    expect(await sent('+15125550904')).toEqual([]);
    expect(await sent('+15125550905')).toEqual([]);
    const [sms] = await campaignMessages('+15125550903');
    expect(sms?.body).toBe(
      'Demo Plasma: Channels (es). https://portal.test/rewards Deja de recibir estos mensajes en tu perfil: https://portal.test/profile',
    );
    expect(await get(id)).toMatchObject({ results: { recipients: 5, sent: 5, emails: 2, textMessages: 2 } });
  });

  it("holds a campaign's text messages until 8:00 at each donor's home center, not its e-mails", async () => {
    const { a, b } = await freshCenters();
    const optedIn = {
      email: { rewards: true, promotions: true, reminders: true },
      sms: { rewards: true, promotions: true, reminders: true },
      push: { rewards: true, promotions: true, reminders: true },
    };
    for (const [center, phoneNumber] of [
      [a, '5125550911'],
      [b, '5125550912'],
    ] as const) {
      const row = await createDonor(t.database.db, { homeLocationId: center, communicationPreferences: optedIn, phoneNumber });
      await recordConsentChanges(t.database.db, row.id, null, optedIn, t.clock.now(), { source: 'profile' });
    }
    const id = await create({ centerIds: [a, b] }, 'Early');
    // 7:30 in Chicago (center a), 5:30 in Los Angeles (center b).
    t.clock.set('2026-06-15T12:30:00.000Z');
    ok(await schedule(id));
    await sendCampaignBatches(depsOf(t));
    const [chicago] = await campaignMessages('+15125550911');
    const [losAngeles] = await campaignMessages('+15125550912');
    expect(chicago).toMatchObject({ state: 'queued', nextAttemptAt: new Date('2026-06-15T13:00:00.000Z'), sentAt: null });
    expect(losAngeles).toMatchObject({ state: 'queued', nextAttemptAt: new Date('2026-06-15T15:00:00.000Z'), sentAt: null });
  });

  it('is throttled: one batch per pause, on the moved clock, and asks the engine for the next one', async () => {
    const { a } = await freshCenters();
    for (let i = 0; i < 12; i += 1) await createDonor(t.database.db, { homeLocationId: a });
    const id = await create({ centerIds: [a] });
    ok(await schedule(id));
    const deps = depsOf(t, { batchSize: 5 });
    const start = t.clock.now().getTime();
    expect(await sendCampaignBatches(deps)).toEqual({ started: 1, sent: 5, more: true });
    expect(triggers).toEqual([{ name: 'campaign-sends', afterMs: CAMPAIGN_BATCH_PAUSE_MS }]);
    expect(await sendCampaignBatches(deps)).toEqual({ started: 0, sent: 0, more: true });
    t.clock.set(new Date(start + CAMPAIGN_BATCH_PAUSE_MS - 1));
    expect((await sendCampaignBatches(deps)).sent).toBe(0);
    t.clock.set(new Date(start + CAMPAIGN_BATCH_PAUSE_MS));
    expect((await sendCampaignBatches(deps)).sent).toBe(5);
    expect((await get(id)).status).toBe('sending');
    t.clock.set(new Date(start + 2 * CAMPAIGN_BATCH_PAUSE_MS));
    expect(await sendCampaignBatches(deps)).toEqual({ started: 0, sent: 2, more: false });
    expect(await get(id)).toMatchObject({ status: 'sent', results: { recipients: 12, sent: 12 } });
    expect(new Set((await campaignNotices(id)).map((n) => n.donorId)).size).toBe(12);
  });

  it('reaches each recipient exactly once when two server processes send it at the same time', async () => {
    const { a } = await freshCenters();
    const donors = [];
    for (let i = 0; i < 14; i += 1) donors.push(await createDonor(t.database.db, { homeLocationId: a }));
    const id = await create({ centerIds: [a] });
    ok(await schedule(id));
    const second = await createTestApp({ database: openSecondHandle(t.database) });
    try {
      second.clock.set(t.clock.now());
      const processes = [depsOf(t, { batchSize: 3, pauseMs: 0 }), depsOf(second, { batchSize: 3, pauseMs: 0 })];
      const runUntilDone = async (deps: CampaignSendDeps) => {
        let sent = 0;
        for (let run = await sendCampaignBatches(deps); ; run = await sendCampaignBatches(deps)) {
          sent += run.sent;
          if (!run.more) return sent;
        }
      };
      const sent = await Promise.all([...processes, ...processes].map(runUntilDone));
      expect(sent.reduce((x, y) => x + y, 0)).toBe(14);
      const rows = await campaignNotices(id);
      expect(rows).toHaveLength(14);
      for (const donor of donors) {
        expect(rows.filter((r) => r.donorId === donor.id)).toHaveLength(1);
        expect(await campaignMessages(donor.email as string)).toHaveLength(1);
      }
      expect(await get(id)).toMatchObject({ status: 'sent', results: { recipients: 14, sent: 14, emails: 14 } });
    } finally {
      await second.close();
      if (second.database !== t.database) await second.database.close();
    }
  });
});

describe('permissions', () => {
  it('refuse other roles with 403 and donors with 401', async () => {
    const manager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager')).email);
    expect((await t.call('content/countCampaignRecipients', { segment: {} }, { token: manager })).json()).toMatchObject({
      status: 403,
      code: 'staffRoleRefused',
    });
    await createDonor(t.database.db, { email: 'curious@example.com' });
    const donor = (await signIn(t, 'curious@example.com')).token;
    expect((await t.call('content/saveCampaign', { fields: campaignFields() }, { token: donor })).json()).toMatchObject({ status: 401 });
    const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
    expect((await t.call('content/countCampaignRecipients', { segment: {} }, { token: admin })).statusCode).toBe(200);
  });
});
