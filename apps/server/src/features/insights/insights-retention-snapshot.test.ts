import type { ServiceParams } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { visits } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { readLive } from '../../test/snapshot-anchors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SNAPSHOT_PRESETS, type CenterRange } from './center-ranges';
import { readSnapshot, takeSnapshots } from './retention-snapshot';
import { rollUpInsights } from './rollup';

// Retention's snapshot and rolled-up months (decision 076) against the live read: the same figures for the admin over every center, the
// admin's center filter and a manager, before and after donations added, corrected, moved and deleted. The test clock:
// 2026-06-15 15:00 UTC, 10:00 in Chicago (North) and 00:00 on June 16 in Tokyo.
let t: TestApp;
let north: number;
let tokyo: number;
const tokens = { admin: '', north: '' };
const donorIds: string[] = [];

type Params = ServiceParams<'insights/getRetention'>;
const everyCenter: Params = { preset: '30d', from: null, to: null, locationID: null };
const yearAt = (locationID: number | null): Params => ({ preset: 'year', from: null, to: null, locationID });

const retention = async (params: Params, who: keyof typeof tokens) => {
  const res = await t.call('insights/getRetention', params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const snapshot = () => takeSnapshots(t.database.db, t.clock.now().toISOString());

/** The read's figures but its range. */
const figures = (reply: Record<string, unknown>) => ({
  total: reply.total,
  centers: reply.centers,
  tiers: reply.tiers,
  months: reply.months,
});

/**
 * The reply from the snapshot, then the live read's (the anchors set aside for it, then put back): the same figures.
 * Returns the first.
 */
async function expectSnapshotAsLive(params: Params, who: keyof typeof tokens) {
  const fromSnapshot = await retention(params, who);
  expect(figures(fromSnapshot)).toEqual(figures(await readLive(t.database.db, () => retention(params, who))));
  return fromSnapshot;
}

/** Every preset for the admin over every center, the admin's Tokyo filter and the North manager. */
async function expectEveryReadAsLive() {
  for (const preset of SNAPSHOT_PRESETS) {
    const params = { preset, from: null, to: null, locationID: null };
    await expectSnapshotAsLive(params, 'admin');
    await expectSnapshotAsLive({ ...params, locationID: tokyo }, 'admin');
    await expectSnapshotAsLive(params, 'north');
  }
}

const touched = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(distinct donor_id)::int as n from insight_retention_touched`))[0]?.n;

/** A donation at the instant (UTC). */
const gave = (donorId: string, locationId: number, at: string, donated = true) =>
  createVisit(t.database.db, { donorId, locationId, checkinAt: new Date(at), donated });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  north = (await createLocation(db, { name: 'Snapshot North' })).id;
  tokyo = (await createLocation(db, { name: 'Snapshot Tokyo', timezone: 'Asia/Tokyo' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.north = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [north] })).email);
  for (let i = 0; i < 5; i += 1) donorIds.push((await createDonor(db, { homeLocationId: i % 2 === 0 ? north : tokyo })).id);
  const [a, b, c, d] = donorIds as [string, string, string, string];
  // A: at North at 00:00 on May 17 in Chicago (the first instant of its 30 days) and in Tokyo on May 18 there.
  await gave(a, north, '2026-05-17T05:00:00Z');
  await gave(a, tokyo, '2026-05-17T15:00:00Z');
  // B: in Tokyo one second before its 90 days; C: lapsed at North (January).
  await gave(b, tokyo, '2026-03-18T14:59:59Z');
  await gave(c, north, '2026-01-10T15:00:00Z');
  // D: twenty weekly donations at North up to June 12 (Bronze), the last one in Tokyo.
  for (let week = 0; week < 20; week += 1)
    await gave(d, week === 0 ? tokyo : north, new Date(Date.parse('2026-06-12T15:00:00Z') - week * 604_800_000).toISOString());
});

afterAll(async () => {
  await t.close();
});

describe('retention’s snapshot (decision 076)', () => {
  it('is taken when no anchor holds each center’s today, and not again until it is due', async () => {
    expect(await snapshot()).toBe(true);
    const anchors = await rows<{ location_id: number; last_day: string }>(
      t.database.db,
      sql`select location_id, last_day::text as last_day from insight_retention_anchors where location_id in (${north}, ${tokyo})`,
    );
    expect(Object.fromEntries(anchors.map((a) => [a.location_id, a.last_day]))).toEqual({ [north]: '2026-06-15', [tokyo]: '2026-06-16' });
    expect(await touched()).toBe(0);
    expect(await snapshot()).toBe(false);
  });

  it('answers the live read’s figures for every center, one center and a manager', async () => {
    await expectEveryReadAsLive();
    const reply = await retention(everyCenter, 'admin');
    const centers = Object.fromEntries(reply.centers.map((c: { locationID: number }) => [c.locationID, c]));
    // North: A and D in 30 days (D's May 22 – June 5: 3), C lapsed; Tokyo: A and D (June 12), B lapsed.
    expect(centers[north]).toMatchObject({ active30: 2, active90: 2, lapsed: 1, donations30: 4 });
    expect(centers[tokyo]).toMatchObject({ active30: 2, active90: 2, lapsed: 1, donations30: 2 });
    expect(reply.tiers.find((row: { tier: string }) => row.tier === 'bronze')).toMatchObject({ active30: 1, donations30: 4 });
  });

  it('reads the snapshot’s totals, not the visits', async () => {
    const db = t.database.db;
    const before = (await retention(everyCenter, 'admin')).total.active30;
    await db.execute(sql`update insight_retention_totals set active30 = active30 + 100 where location_id = 0 and tier = 0`);
    expect((await retention(everyCenter, 'admin')).total.active30).toBe(before + 100);
    await db.execute(sql`update insight_retention_totals set active30 = active30 - 100 where location_id = 0 and tier = 0`);
  });

  it('reads the month chart from the snapshot from its first month on (decision 078)', async () => {
    const db = t.database.db;
    const june = async (params: Params, who: keyof typeof tokens) =>
      (await retention(params, who)).months.find((m: { month: string }) => m.month === '2026-06');
    const [every, manager] = [await june(everyCenter, 'admin'), await june(everyCenter, 'north')];
    await db.execute(
      sql`update insight_retention_month_totals set donations = donations + 100, donors = donors + 50 where location_id = 0 and preset = '30d' and month = '2026-06-01'`,
    );
    const tampered = await june(everyCenter, 'admin');
    expect(await june(everyCenter, 'north')).toEqual(manager);
    await db.execute(
      sql`update insight_retention_month_totals set donations = donations - 100, donors = donors - 50 where location_id = 0 and preset = '30d' and month = '2026-06-01'`,
    );
    expect(tampered).toMatchObject({ donations: every.donations + 100, donors: every.donors + 50 });
    // The year's months before the snapshot's first (May 1: North's last 30 days begin on May 17) are read as before.
    const first = await rows<{ month: string }>(
      db,
      sql`select min(month)::text as month from insight_retention_month_totals where preset = 'year'`,
    );
    expect(first[0]?.month).toBe('2026-05-01');
  });

  it('takes the changed donors live: new donations, a new donor, a deferral, a moved and a deleted visit', async () => {
    const db = t.database.db;
    const [a, b, c, d, e] = donorIds as [string, string, string, string, string];
    await gave(c, north, '2026-06-01T15:00:00Z');
    await gave(e, tokyo, '2026-06-15T14:00:00Z');
    await expectEveryReadAsLive();
    expect(await touched()).toBe(2);
    const [lastOfD] = await db
      .select()
      .from(visits)
      .where(eq(visits.donorId, d))
      .orderBy(sql`checkin_at desc`)
      .limit(1);
    await db
      .update(visits)
      .set({ donated: false })
      .where(eq(visits.id, lastOfD?.id ?? ''));
    await db.update(visits).set({ locationId: north }).where(eq(visits.donorId, a));
    await db.delete(visits).where(eq(visits.donorId, b));
    await expectEveryReadAsLive();
    expect(await touched()).toBe(5);
    const reply = await retention(everyCenter, 'admin');
    // Tokyo now: E only (A's moved to North, D's last one deferred, B's deleted).
    expect(reply.centers.find((row: { locationID: number }) => row.locationID === tokyo)).toMatchObject({
      active30: 1,
      active90: 1,
      lapsed: 0,
      donations30: 1,
    });
  });

  it('is taken again on a new local day, and a read ending elsewhere or at two centers of many is not from it', async () => {
    const [a] = donorIds as [string];
    const today = (locationId: number): CenterRange => ({
      locationId,
      name: '',
      timezone: locationId === tokyo ? 'Asia/Tokyo' : 'America/Chicago',
      today: locationId === tokyo ? '2026-06-16' : '2026-06-15',
      from: '2026-05-17',
      to: locationId === tokyo ? '2026-06-16' : '2026-06-15',
      throughDay: null,
    });
    expect(await readSnapshot(t.database.db, [today(north)])).not.toBeNull();
    expect(await readSnapshot(t.database.db, [{ ...today(north), to: '2026-06-14' }])).toBeNull();
    // Two centers of the database's (the other tests' centers too): neither one center nor every one.
    const centers = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from locations`);
    if ((centers[0]?.n ?? 0) > 2) expect(await readSnapshot(t.database.db, [today(north), today(tokyo)])).toBeNull();
    await t.database.db.execute(sql`update insight_retention_anchors set last_day = last_day - 1 where location_id = ${north}`);
    await gave(a, north, '2026-06-15T14:30:00Z');
    expect(await snapshot()).toBe(true);
    expect(await touched()).toBe(0);
    await expectEveryReadAsLive();
  });
});

describe('retention’s snapshot, a tier at each center’s own end', () => {
  it('counts a donor’s tier at a center’s end without her donation at a center whose day ends later', async () => {
    const db = t.database.db;
    // G: 19 weekly donations at North up to June 12, and one in Tokyo at 19:00 on June 16 there (10:00 UTC): after North's
    // end (June 16, 05:00 UTC), before Tokyo's. Over every center she is Bronze; at North alone, by North's end, not.
    const g = (await createDonor(db, { homeLocationId: north })).id;
    for (let week = 0; week < 19; week += 1)
      await gave(g, north, new Date(Date.parse('2026-06-12T15:00:00Z') - week * 604_800_000).toISOString());
    await gave(g, tokyo, '2026-06-16T10:00:00Z');
    await db.execute(sql`update insight_retention_anchors set last_day = last_day - 1 where location_id = ${north}`);
    expect(await snapshot()).toBe(true);
    const bronze = (reply: { tiers: { tier: string; active30: number }[] }) => reply.tiers.find((row) => row.tier === 'bronze')?.active30;
    const manager = await expectSnapshotAsLive(everyCenter, 'north');
    const every = await expectSnapshotAsLive(everyCenter, 'admin');
    expect((bronze(every) ?? 0) - (bronze(manager) ?? 0)).toBe(1);
  });
});

describe('retention’s months rolled up (decision 076)', () => {
  const months = async (params: Params, who: keyof typeof tokens) => (await retention(params, who)).months;

  /** The month chart read live: the rolled-up months set aside, then rolled up again. */
  async function liveMonths(params: Params, who: keyof typeof tokens) {
    await t.database.db.execute(sql`delete from insight_retention_months`);
    const live = await months(params, who);
    await rollUpInsights({ db: t.database.db, clock: t.clock });
    return live;
  }

  it('rolls up every month each center has rolled up, and reads them as the live read does', async () => {
    expect((await rollUpInsights({ db: t.database.db, clock: t.clock })).months).toBeGreaterThan(0);
    const rolled = await rows<{ month: string }>(
      t.database.db,
      sql`select month::text as month from insight_retention_months where location_id = 0 order by month desc limit 1`,
    );
    // North's June 14 is the last day every center has rolled up: May is the last whole month.
    expect(rolled[0]?.month).toBe('2026-05-01');
    expect((await months(yearAt(null), 'admin')).length).toBeGreaterThan(2);
    for (const [params, who] of [
      [yearAt(null), 'admin'],
      [yearAt(tokyo), 'admin'],
      [yearAt(null), 'north'],
    ] as const) {
      const fromRollup = await months(params, who);
      expect(fromRollup).toEqual(await liveMonths(params, who));
    }
  });

  it('reads the rolled-up row of the caller’s scope, not the visits', async () => {
    const db = t.database.db;
    const march = (found: { month: string; donations: number }[]) => found.find((m) => m.month === '2026-03')?.donations ?? 0;
    const [every, manager] = [march(await months(yearAt(null), 'admin')), march(await months(yearAt(null), 'north'))];
    await db.execute(sql`update insight_retention_months set donations = donations + 100 where location_id = 0 and month = '2026-03-01'`);
    expect(march(await months(yearAt(null), 'admin'))).toBe(every + 100);
    expect(march(await months(yearAt(null), 'north'))).toBe(manager);
    await db.execute(sql`update insight_retention_months set donations = donations - 100 where location_id = 0 and month = '2026-03-01'`);
  });

  it('rolls a month up again once a late donation marked one of its days dirty', async () => {
    const [, , c] = donorIds as [string, string, string];
    const april = (found: { month: string; donations: number; donors: number }[]) => found.find((m) => m.month === '2026-04');
    const before = april(await months(yearAt(null), 'admin'));
    await gave(c, north, '2026-04-05T15:00:00Z');
    await t.database.db.execute(sql`insert into insight_dirty_days (location_id, day, marked_at) values (${north}, '2026-04-05', now())`);
    // April is before the snapshot's months (decision 078): until the next run the rolled-up month stands, as every
    // rolled-up day does (decision 051).
    expect(april(await months(yearAt(null), 'admin'))).toEqual(before);
    await rollUpInsights({ db: t.database.db, clock: t.clock });
    const after = april(await months(yearAt(null), 'admin'));
    expect(after).toMatchObject({ donations: (before?.donations ?? 0) + 1, donors: (before?.donors ?? 0) + 1 });
    expect(await months(yearAt(null), 'admin')).toEqual(await liveMonths(yearAt(null), 'admin'));
  });
});
