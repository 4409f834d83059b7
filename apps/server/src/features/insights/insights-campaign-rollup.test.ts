import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createAppointment } from '../../db/factories/appointments';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { campaigns, notifications } from '../../db/schema/index';
import { markInsightDaysDirty } from '../../domain/insight-days';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rollUpInsights } from './rollup';

// The test clock: 2026-06-15 15:00 UTC. Decision 075: a sent campaign's results are rolled up once its last
// notification's 7 days ended two days ago; opens stay live; a late visit in its days reopens it.
let t: TestApp;
let token = '';
let center = 0;
const donors: string[] = [];
const ids = { settled: '', recent: '' };
const range = { preset: 'custom' as const, from: '2026-06-01', to: '2026-06-14' };
const at = (iso: string) => new Date(iso);
const text = { en: 'Double points week', es: 'Semana de puntos dobles' };

async function campaign(startedAt: string): Promise<string> {
  const [row] = await t.database.db
    .insert(campaigns)
    .values({
      title: text,
      message: text,
      segment: {},
      status: 'sent',
      recipients: 3,
      startedAt: at(startedAt),
      finishedAt: at(startedAt),
      createdAt: at('2026-05-01T12:00:00Z'),
      updatedAt: at('2026-05-01T12:00:00Z'),
    })
    .returning();
  return row!.id;
}

const notify = (campaignId: string, donorId: string, createdAt: string, read: boolean) =>
  t.database.db.insert(notifications).values({
    donorId,
    type: 'campaign',
    title: text,
    message: text,
    campaignId,
    createdAt: at(createdAt),
    readAt: read ? at('2026-06-03T15:00:00Z') : null,
  });

const rolled = () =>
  rows<{ campaign_id: string; closed_at: Date | string; notified: number; booked: number; donated: number }>(
    t.database.db,
    sql`select campaign_id, closed_at, notified, booked, donated from insight_campaign_results order by closed_at`,
  );

async function figures() {
  const res = await t.call('insights/getCampaigns', range, { token });
  expect(res.statusCode, res.body).toBe(200);
  const reply: { campaigns: { id: string; notified: number; opened: number; booked: number; donated: number }[] } = res.json();
  const of = (id: string) => {
    const found = reply.campaigns.find((c) => c.id === id);
    return found && { notified: found.notified, opened: found.opened, booked: found.booked, donated: found.donated };
  };
  return { settled: of(ids.settled), recent: of(ids.recent) };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  center = (await createLocation(db, { name: 'Campaign center' })).id;
  token = await signInStaff(t, (await createStaff(db, 'content_editor')).email);
  for (let i = 0; i < 3; i += 1) donors.push((await createDonor(db, { homeLocationId: center })).id);
  const [p, q, r] = donors as [string, string, string];
  // Settled: notified June 2 at 15:00, its 7 days closed June 9, settled June 11. P books on the 5th, Q donates on the 8th,
  // R on the 20th (after its 7 days).
  ids.settled = await campaign('2026-06-02T15:00:00Z');
  for (const [donor, read] of [
    [p, true],
    [q, true],
    [r, false],
  ] as const)
    await notify(ids.settled, donor, '2026-06-02T15:00:00Z', read);
  await createAppointment(db, {
    donorId: p,
    locationId: center,
    startsAt: at('2026-06-20T15:00:00Z'),
    scheduledAt: at('2026-06-05T15:00:00Z'),
  });
  await createVisit(db, { donorId: q, locationId: center, checkinAt: at('2026-06-08T15:00:00Z') });
  await createVisit(db, { donorId: r, locationId: center, checkinAt: at('2026-06-20T15:00:00Z') });
  // Recent: notified June 12, its 7 days still running; Q donates on the 13th.
  ids.recent = await campaign('2026-06-12T15:00:00Z');
  await notify(ids.recent, q, '2026-06-12T15:00:00Z', false);
  await createVisit(db, { donorId: q, locationId: center, checkinAt: at('2026-06-13T15:00:00Z') });
});
afterAll(() => t.close());

describe('insights: campaigns rolled up once settled (decision 075)', () => {
  it('rolls up only the settled campaign, with the figures the live read gives, once', async () => {
    const live = await figures();
    expect(live).toEqual({
      settled: { notified: 3, opened: 2, booked: 1, donated: 1 },
      recent: { notified: 1, opened: 0, booked: 0, donated: 1 },
    });
    expect(await rollUpInsights({ db: t.database.db, clock: t.clock })).toMatchObject({ campaigns: 1 });
    const written = await rolled();
    expect(written).toEqual([{ campaign_id: ids.settled, closed_at: expect.anything(), notified: 3, booked: 1, donated: 1 }]);
    expect(new Date(written[0]!.closed_at).toISOString()).toBe('2026-06-09T15:00:00.000Z');
    expect(await figures()).toEqual(live);
    expect(await rollUpInsights({ db: t.database.db, clock: t.clock })).toMatchObject({ campaigns: 0 });
  });

  it('reads the rolled-up results, the opens live', async () => {
    const [, , r] = donors as [string, string, string];
    // A visit written behind the dashboards' back (no dirty day): the rolled-up result does not see it.
    await createVisit(t.database.db, { donorId: r, locationId: center, checkinAt: at('2026-06-04T15:00:00Z') });
    await t.database.db
      .update(notifications)
      .set({ readAt: at('2026-06-14T15:00:00Z') })
      .where(eq(notifications.donorId, r));
    expect((await figures()).settled).toEqual({ notified: 3, opened: 3, booked: 1, donated: 1 });
  });

  it('recomputes a campaign when a late visit marks one of its days dirty', async () => {
    const [p] = donors as [string];
    const late = await createVisit(t.database.db, { donorId: p, locationId: center, checkinAt: at('2026-06-06T15:00:00Z') });
    await t.database.db.transaction((tx) => markInsightDaysDirty(tx, { donorId: p, visitId: late.id, at: t.clock.now() }));
    expect(await rollUpInsights({ db: t.database.db, clock: t.clock })).toMatchObject({ campaigns: 1 });
    // R's visit of June 4 counts now too: the campaign was read again from every visit.
    expect((await rolled())[0]).toMatchObject({ notified: 3, booked: 1, donated: 3 });
    expect((await figures()).settled).toEqual({ notified: 3, opened: 3, booked: 1, donated: 3 });
  });
});
