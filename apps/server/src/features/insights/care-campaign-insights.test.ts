import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/factories/appointments';
import { createCase } from '../../db/factories/donor-care-cases';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { campaigns, consentRecords, donorCareCases, donorCareSubmissions, messagesOutbox, notifications } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock: 2026-06-15 15:00 UTC. The care team's days are New York's (UTC−4 in June), the program's Chicago's.
let t: TestApp;
let careA: number;
let careB: number;
const tokens = { admin: '', care: '', editor: '', manager: '' };
const range = { preset: 'custom' as const, from: '2026-06-01', to: '2026-06-10' };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  careA = (await createLocation(db, { name: 'Care A' })).id;
  careB = (await createLocation(db, { name: 'Care B' })).id;
  for (const role of ['admin', 'care', 'editor', 'manager'] as const) {
    const staffRole = { admin: 'admin', care: 'donor_care', editor: 'content_editor', manager: 'center_manager' } as const;
    tokens[role] = await signInStaff(t, (await createStaff(db, staffRole[role], { centerIds: role === 'manager' ? [careA] : [] })).email);
  }
});
afterAll(() => t.close());

describe('insights: donor care, by hand', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const donorId = (await createDonor(db, { homeLocationId: careA })).id;
    const open = async (
      input: { visitor?: boolean; chatbot?: boolean; locationId: number | null; createdAt: string },
      flow: {
        firstReply?: string;
        resolved?: string;
        status: 'new' | 'in_progress' | 'resolved' | 'closed';
        replyDue: string;
        resolveDue: string;
      },
    ) => {
      const opened = await createCase(db, t.config, {
        donorId: input.visitor ? null : donorId,
        locationId: input.locationId,
        subject: 'My card has my name on it',
        createdAt: at(input.createdAt),
      });
      if (input.chatbot)
        await db.update(donorCareSubmissions).set({ chatlogId: randomUUID() }).where(eq(donorCareSubmissions.id, opened.submissionId));
      await db
        .update(donorCareCases)
        .set({
          status: flow.status,
          firstRespondedAt: flow.firstReply ? at(flow.firstReply) : null,
          resolvedAt: flow.resolved ? at(flow.resolved) : null,
          firstResponseDueAt: at(flow.replyDue),
          resolutionDueAt: at(flow.resolveDue),
        })
        .where(eq(donorCareCases.submissionId, opened.submissionId));
    };
    // 1: signed in at A, answered in 2 hours, resolved in 24.
    await open(
      { locationId: careA, createdAt: '2026-06-02T14:00:00Z' },
      {
        firstReply: '2026-06-02T16:00:00Z',
        resolved: '2026-06-03T14:00:00Z',
        status: 'resolved',
        replyDue: '2026-06-03T14:00:00Z',
        resolveDue: '2026-06-09T14:00:00Z',
      },
    );
    // 2: a visitor at A, answered in 12 hours, still open and past its resolution date at the range's end.
    await open(
      { visitor: true, locationId: careA, createdAt: '2026-06-05T14:00:00Z' },
      { firstReply: '2026-06-06T02:00:00Z', status: 'in_progress', replyDue: '2026-06-08T14:00:00Z', resolveDue: '2026-06-08T14:00:00Z' },
    );
    // 3: from the chatbot, no center, not answered yet, nothing due before the end.
    await open(
      { chatbot: true, locationId: null, createdAt: '2026-06-09T14:00:00Z' },
      { status: 'new', replyDue: '2026-06-12T14:00:00Z', resolveDue: '2026-06-20T14:00:00Z' },
    );
    // 4: at B, opened before the range, closed in it after 360 hours.
    await open(
      { locationId: careB, createdAt: '2026-05-20T14:00:00Z' },
      {
        firstReply: '2026-05-21T14:00:00Z',
        resolved: '2026-06-04T14:00:00Z',
        status: 'closed',
        replyDue: '2026-05-21T14:00:00Z',
        resolveDue: '2026-06-05T14:00:00Z',
      },
    );
    // 5: 23:30 on June 10 in New York (June 11 in UTC): in the range. 6: 01:00 on June 11 there: after it.
    for (const createdAt of ['2026-06-11T03:30:00Z', '2026-06-11T05:00:00Z']) {
      await open({ locationId: careA, createdAt }, { status: 'new', replyDue: '2026-06-12T14:00:00Z', resolveDue: '2026-06-20T14:00:00Z' });
    }
  });

  const none = { opened: 0, resolved: 0, openAtEnd: 0, overdueAtEnd: 0, medianHoursToFirstReply: null, medianHoursToResolve: null };
  const atA = { opened: 3, resolved: 1, openAtEnd: 2, overdueAtEnd: 1, medianHoursToFirstReply: 7, medianHoursToResolve: 24 };

  it('counts cases opened, resolved, open and overdue at the end, and the median hours, by channel, status and center', async () => {
    const res = await t.call('insights/getCare', range, { token: tokens.care });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.range).toEqual({ from: '2026-06-01', to: '2026-06-10' });
    expect(reply.total).toEqual({
      opened: 4,
      resolved: 2,
      openAtEnd: 3,
      overdueAtEnd: 1,
      medianHoursToFirstReply: 7,
      medianHoursToResolve: 192,
    });
    expect(reply.channels).toEqual([
      { channel: 'signedIn', opened: 2, resolved: 2, openAtEnd: 1, overdueAtEnd: 0, medianHoursToFirstReply: 2, medianHoursToResolve: 192 },
      {
        channel: 'visitor',
        opened: 1,
        resolved: 0,
        openAtEnd: 1,
        overdueAtEnd: 1,
        medianHoursToFirstReply: 12,
        medianHoursToResolve: null,
      },
      {
        channel: 'chatbot',
        opened: 1,
        resolved: 0,
        openAtEnd: 1,
        overdueAtEnd: 0,
        medianHoursToFirstReply: null,
        medianHoursToResolve: null,
      },
    ]);
    expect(reply.statuses).toEqual([
      { caseStatus: 'new', ...none, opened: 2, openAtEnd: 2 },
      {
        caseStatus: 'in_progress',
        opened: 1,
        resolved: 0,
        openAtEnd: 1,
        overdueAtEnd: 1,
        medianHoursToFirstReply: 12,
        medianHoursToResolve: null,
      },
      { caseStatus: 'waiting_on_donor', ...none },
      {
        caseStatus: 'resolved',
        opened: 1,
        resolved: 1,
        openAtEnd: 0,
        overdueAtEnd: 0,
        medianHoursToFirstReply: 2,
        medianHoursToResolve: 24,
      },
      { caseStatus: 'closed', ...none, resolved: 1, medianHoursToResolve: 360 },
    ]);
    expect(reply.centers).toEqual([
      { locationID: careA, name: 'Care A', ...atA },
      { locationID: careB, name: 'Care B', ...none, resolved: 1, medianHoursToResolve: 360 },
      { locationID: null, name: null, ...none, opened: 1, openAtEnd: 1 },
    ]);
    // No subject anywhere in the reply: the donor's own words are never a dashboard's.
    expect(res.body).not.toContain('My card');
    const onlyA = await t.call('insights/getCare', { ...range, locationID: careA }, { token: tokens.admin });
    expect(onlyA.json().total).toEqual(atA);
  });

  it('is for donor care and admins only; a bad range is 400', async () => {
    for (const who of ['manager', 'editor'] as const)
      expect((await t.call('insights/getCare', range, { token: tokens[who] })).statusCode).toBe(403);
    expect((await t.call('insights/getCare', { preset: 'custom' } as never, { token: tokens.care })).statusCode).toBe(400);
  });
});

describe('insights: campaigns, by hand', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const text = { en: 'Double points week', es: 'Semana de puntos dobles' };
    const campaign = async (startedAt: string | null) => {
      const [row] = await db
        .insert(campaigns)
        .values({
          title: text,
          message: text,
          segment: {},
          status: startedAt ? 'sent' : 'draft',
          recipients: startedAt ? 3 : null,
          startedAt: startedAt ? at(startedAt) : null,
          createdAt: at('2026-05-01T12:00:00Z'),
          updatedAt: at('2026-05-01T12:00:00Z'),
        })
        .returning();
      return row!.id;
    };
    const sent = await campaign('2026-06-02T15:00:00Z');
    const before = await campaign('2026-05-20T15:00:00Z');
    await campaign(null);
    const donor = async () => (await createDonor(db, { homeLocationId: careA })).id;
    const [p, q, r] = [await donor(), await donor(), await donor()];
    const notify = (campaignId: string, donorId: string, read: boolean) =>
      db.insert(notifications).values({
        donorId,
        type: 'campaign',
        title: text,
        message: text,
        campaignId,
        createdAt: at('2026-06-02T15:00:00Z'),
        readAt: read ? at('2026-06-03T15:00:00Z') : null,
      });
    await notify(sent, p!, true);
    await notify(sent, q!, true);
    await notify(sent, r!, false);
    await notify(before, p!, true);
    const message = (channel: 'email' | 'sms' | 'push', donorId: string, state: 'queued' | 'sent' | 'delivered' | 'failed') =>
      db.insert(messagesOutbox).values({
        channel,
        destination: `${channel}-${donorId}`,
        language: 'en',
        template: 'campaign',
        subject: 'Double points week',
        body: 'Donate this week.',
        createdAt: at('2026-06-02T15:00:00Z'),
        state,
        dedupeKey: `campaign:${sent}:${donorId}:${channel}`,
        campaignId: sent,
      });
    await message('email', p!, 'sent');
    await message('email', q!, 'delivered');
    await message('email', r!, 'failed');
    await message('sms', p!, 'delivered');
    await message('push', q!, 'queued');
    // P unsubscribes from offers by e-mail two days after; Q stops texts ten days after (not counted).
    const withdraw = (donorId: string, channel: 'email' | 'sms', recordedAt: string) =>
      db
        .insert(consentRecords)
        .values({ donorId, channel, kind: 'promotions', granted: false, recordedAt: at(recordedAt), source: 'one-click' });
    await withdraw(p!, 'email', '2026-06-04T15:00:00Z');
    await withdraw(q!, 'sms', '2026-06-12T15:00:00Z');
    // P books three days after; Q donates six days after; R donates eighteen days after (not counted).
    const booked = await createAppointment(db, {
      donorId: p!,
      locationId: careA,
      startsAt: at('2026-06-20T15:00:00Z'),
      scheduledAt: at('2026-06-05T15:00:00Z'),
    });
    expect(booked.scheduledAt).toEqual(at('2026-06-05T15:00:00Z'));
    await createVisit(db, { donorId: q!, locationId: careA, checkinAt: at('2026-06-08T15:00:00Z') });
    await createVisit(db, { donorId: r!, locationId: careA, checkinAt: at('2026-06-20T15:00:00Z') });
  });

  const figures = { recipients: 3, notified: 3, opened: 2, openedPercent: 66.7, booked: 1, donated: 1 };
  const channels = [
    { channel: 'email', messages: 3, waiting: 0, sent: 2, delivered: 1, failed: 1, unsubscribes: 1 },
    { channel: 'sms', messages: 1, waiting: 0, sent: 1, delivered: 1, failed: 0, unsubscribes: 0 },
    { channel: 'push', messages: 1, waiting: 1, sent: 0, delivered: 0, failed: 0, unsubscribes: 0 },
  ];

  it('gives each campaign sent in the range its reach, messages by channel, unsubscribes, bookings and donations after it', async () => {
    const res = await t.call('insights/getCampaigns', range, { token: tokens.editor });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.total).toEqual(figures);
    expect(reply.channels).toEqual(channels);
    expect(reply.campaigns).toEqual([
      { id: expect.any(String), title: 'Double points week', startedAt: '2026-06-02T15:00:00.000Z', ...figures, channels },
    ]);
    const spanish = await t.call('insights/getCampaigns', range, { token: tokens.admin, lang: 'es' });
    expect(spanish.json().campaigns[0]).toMatchObject({ title: 'Semana de puntos dobles' });
  });

  it('is for content editors and admins only; a bad range is 400', async () => {
    for (const who of ['manager', 'care'] as const)
      expect((await t.call('insights/getCampaigns', range, { token: tokens[who] })).statusCode).toBe(403);
    expect(
      (await t.call('insights/getCampaigns', { ...range, from: '2026-06-10', to: '2026-06-01' }, { token: tokens.editor })).statusCode,
    ).toBe(400);
  });

  it('audits an export only of a dashboard the caller reads', async () => {
    const own = { dashboard: 'campaigns' as const, chart: 'channels', rows: 3, range: '2026-06-01_2026-06-10' };
    expect((await t.call('insights/recordExport', own, { token: tokens.editor })).statusCode).toBe(200);
    expect((await t.call('insights/recordExport', { ...own, dashboard: 'retention' }, { token: tokens.editor })).statusCode).toBe(403);
  });
});
