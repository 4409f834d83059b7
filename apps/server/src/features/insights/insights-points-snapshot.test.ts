import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { donors, pointsLedger } from '../../db/schema/index';
import type { LedgerKind } from '../../domain/points-ledger';
import { signInStaff } from '../../test/sign-in';
import { readLive } from '../../test/snapshot-anchors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { centerRanges, SNAPSHOT_PRESETS, type RangeParams } from './center-ranges';
import { readPointsSnapshot } from './points-snapshot';
import { takeSnapshots } from './retention-snapshot';

// The points snapshot (decision 077) against the live read: every preset for the admin over every center, the admin's
// center filter and a manager, before and after entries written (today and dated back), a tier reached and a home
// center changed. The test clock: 2026-06-15 15:00 UTC, 10:00 in Chicago (North) and 00:00 on June 16 in Tokyo.
let t: TestApp;
let north: number;
let tokyo: number;
const tokens = { admin: '', north: '' };
const ids = { a: '', b: '', c: '', e: '', f: '' };

type Params = RangeParams;
const at = (preset: Params['preset'], locationID: number | null = null): Params => ({ preset, from: null, to: null, locationID });

const points = async (params: Params, who: keyof typeof tokens) => {
  const res = await t.call('insights/getPoints', params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const snapshot = () => takeSnapshots(t.database.db, t.clock.now().toISOString());

const balances = new Map<string, number>();
/** A ledger entry at the instant (UTC) on the donor's running balance. */
const book = async (donorId: string, kind: LedgerKind, amount: number, instant: string) => {
  const balanceAfter = (balances.get(donorId) ?? 0) + amount;
  balances.set(donorId, balanceAfter);
  await t.database.db.insert(pointsLedger).values({
    donorId,
    kind,
    points: amount,
    balanceAfter,
    details: { reason: 'adjustment' },
    createdAt: new Date(instant),
  });
};

/** Whether the reads of these params come from the snapshot. */
async function fromSnapshot(params: Params, staffIds: number[] | null): Promise<boolean> {
  const ctx = {
    db: t.database.db,
    clock: t.clock,
    staff: staffIds ? { role: 'center_manager' as const, centerIds: staffIds } : { role: 'admin' as const, centerIds: [] },
  };
  const centers = await centerRanges(ctx, params);
  return (await readPointsSnapshot(t.database.db, centers, params.preset)) !== null;
}

/** The reply from the snapshot, then the live read's (the anchors set aside for it, then put back): the same. */
async function expectSnapshotAsLive(params: Params, who: keyof typeof tokens) {
  const snapped = await points(params, who);
  expect(snapped).toEqual(await readLive(t.database.db, () => points(params, who)));
  return snapped;
}

async function expectEveryReadAsLive() {
  for (const preset of SNAPSHOT_PRESETS) {
    expect(await fromSnapshot(at(preset), null)).toBe(true);
    await expectSnapshotAsLive(at(preset), 'admin');
    await expectSnapshotAsLive(at(preset, tokyo), 'admin');
    await expectSnapshotAsLive(at(preset), 'north');
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  north = (await createLocation(db, { name: 'Points North' })).id;
  tokyo = (await createLocation(db, { name: 'Points Tokyo', timezone: 'Asia/Tokyo' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.north = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [north] })).email);
  ids.a = (await createDonor(db, { homeLocationId: north })).id;
  ids.b = (await createDonor(db, { homeLocationId: tokyo })).id;
  ids.c = (await createDonor(db, { homeLocationId: north })).id;
  ids.e = (await createDonor(db, { homeLocationId: null })).id;
  ids.f = (await createDonor(db, { homeLocationId: tokyo })).id;
  // A (North, Bronze: twenty weekly donations up to June 12): a year of moves, one of them this morning in Chicago.
  for (let week = 0; week < 20; week += 1)
    await createVisit(db, {
      donorId: ids.a,
      locationId: north,
      checkinAt: new Date(Date.parse('2026-06-12T15:00:00Z') - week * 604_800_000),
    });
  await book(ids.a, 'earned', 100, '2026-01-05T15:00:00Z');
  await book(ids.a, 'earned', 200, '2026-05-20T15:00:00Z');
  await book(ids.a, 'redeemed', -50, '2026-06-10T15:00:00Z');
  await book(ids.a, 'expired', -30, '2026-06-15T14:00:00Z');
  // B (Tokyo): last year's points, an adjustment on June 1 in Tokyo (still May 31 in UTC), an entry late on June 15 there.
  await book(ids.b, 'earned', 500, '2025-12-20T03:00:00Z');
  await book(ids.b, 'adjusted', 10, '2026-05-31T16:00:00Z');
  await book(ids.b, 'earned', 40, '2026-06-15T14:00:00Z');
  // C (North): points from last year only, still held; E: no home center (read live); F (Tokyo): all redeemed.
  await book(ids.c, 'earned', 70, '2025-11-02T15:00:00Z');
  await book(ids.e, 'earned', 90, '2026-06-01T15:00:00Z');
  await book(ids.f, 'earned', 100, '2026-03-01T03:00:00Z');
  await book(ids.f, 'redeemed', -100, '2026-03-20T03:00:00Z');
});

afterAll(async () => {
  await t.close();
});

describe('the points snapshot (decision 077)', () => {
  it('is taken with retention’s and answers the live read’s figures for every preset, one center and a manager', async () => {
    expect(await snapshot()).toBe(true);
    const noted = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from insight_points_touched`);
    expect(noted[0]?.n).toBe(0);
    await expectEveryReadAsLive();
    // The year at North by hand: A earned 300, redeemed 50, 30 expired, holds 220 (Bronze); C holds 70.
    const year = await points(at('year', north), 'admin');
    expect(year.total).toMatchObject({ earned: 300, redeemed: 50, expired: 30, adjusted: 0, holders: 2, balance: 290 });
    expect(year.tiers.find((row: { tier: string }) => row.tier === 'bronze')).toMatchObject({ holders: 1, balance: 220 });
    expect(year.months).toEqual([
      { month: '2026-01', earned: 100, redeemed: 0, expired: 0, adjusted: 0 },
      { month: '2026-05', earned: 200, redeemed: 0, expired: 0, adjusted: 0 },
      { month: '2026-06', earned: 0, redeemed: 50, expired: 30, adjusted: 0 },
    ]);
    // Tokyo's month is June 1–16 there: B's adjustment and June 15 entry, not F's March.
    const month = await points(at('month', tokyo), 'admin');
    expect(month.total).toMatchObject({ earned: 40, adjusted: 10, holders: 1, balance: 550 });
  });

  it('reads the snapshot’s totals and months, not the ledger', async () => {
    const db = t.database.db;
    const before = await points(at('30d'), 'admin');
    await db.execute(
      sql`update insight_points_totals set balance = balance + 1000, earned = earned + 7 where preset = '30d' and location_id = ${north} and tier = 20`,
    );
    await db.execute(
      sql`update insight_points_months set earned = earned + 7 where preset = '30d' and location_id = ${north} and month = '2026-06'`,
    );
    const tampered = await points(at('30d'), 'admin');
    await db.execute(
      sql`update insight_points_totals set balance = balance - 1000, earned = earned - 7 where preset = '30d' and location_id = ${north} and tier = 20`,
    );
    await db.execute(
      sql`update insight_points_months set earned = earned - 7 where preset = '30d' and location_id = ${north} and month = '2026-06'`,
    );
    expect(tampered.total.balance).toBe(before.total.balance + 1000);
    expect(tampered.total.earned).toBe(before.total.earned + 7);
    const june = (reply: { months: { month: string; earned: number }[] }) => reply.months.find((m) => m.month === '2026-06')?.earned;
    expect(june(tampered)).toBe((june(before) ?? 0) + 7);
  });

  it('adds entries written since, today’s and one dated back, and a tier reached since, without taking it again', async () => {
    const db = t.database.db;
    await book(ids.a, 'earned', 25, '2026-06-15T14:30:00Z');
    await book(ids.c, 'earned', 15, '2026-02-10T15:00:00Z');
    await book(ids.b, 'redeemed', -100, '2026-06-15T14:45:00Z');
    for (let week = 0; week < 20; week += 1)
      await createVisit(db, {
        donorId: ids.c,
        locationId: north,
        checkinAt: new Date(Date.parse('2026-06-01T15:00:00Z') - week * 604_800_000),
      });
    await expectEveryReadAsLive();
    const year = await points(at('year', north), 'admin');
    expect(year.total).toMatchObject({ earned: 340, holders: 2, balance: 330 });
    expect(year.tiers.find((row: { tier: string }) => row.tier === 'bronze')).toMatchObject({ holders: 2, balance: 330 });
    expect(year.months.find((m: { month: string }) => m.month === '2026-02')).toMatchObject({ earned: 15 });
  });

  it('is set aside by a home center changed until the job takes it again', async () => {
    const db = t.database.db;
    await db.update(donors).set({ homeLocationId: north }).where(eq(donors.id, ids.b));
    expect(await fromSnapshot(at('30d'), null)).toBe(false);
    expect(await fromSnapshot(at('30d'), [north])).toBe(false);
    expect(await snapshot()).toBe(true);
    await expectEveryReadAsLive();
    const year = await points(at('year', north), 'north');
    expect(year.total).toMatchObject({ holders: 3, balance: 330 + 450 });
  });

  it('is not read for a custom range or a day not its anchor', async () => {
    expect(await fromSnapshot({ preset: 'custom', from: '2026-06-01', to: '2026-06-15', locationID: null }, null)).toBe(false);
    t.clock.set(new Date('2026-06-16T06:00:00Z'));
    try {
      expect(await fromSnapshot(at('30d', north), null)).toBe(false);
      expect(await fromSnapshot(at('30d', tokyo), null)).toBe(true);
    } finally {
      t.clock.set(new Date('2026-06-15T15:00:00Z'));
    }
  });
});
