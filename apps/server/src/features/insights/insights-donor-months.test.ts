import type { ServiceParams } from '@portal/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { insightDonorMonths, pointsLedger, visits } from '../../db/schema/index';
import type { LedgerKind } from '../../domain/points-ledger';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// The points dashboard through the donors' months (decision 069), figures worked out by hand. The test clock:
// 2026-06-15 15:00 UTC, 10:00 in Chicago (North) and 00:00 on June 16 in Tokyo (UTC+9), so Tokyo's year runs to June 16.
// Ledger entries sit on each side of a local midnight that starts a month, and are written out of date order.
let t: TestApp;
let north: number;
let tokyo: number;
const tokens = { admin: '', north: '' };
let a = '';
let b = '';
let c = '';
const DAY = 86_400_000;
const none = { earned: 0, redeemed: 0, expired: 0, adjusted: 0 };

const points = async (params: ServiceParams<'insights/getPoints'>, who: keyof typeof tokens) => {
  const res = await t.call('insights/getPoints', params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const custom = (from: string, to: string) => ({ preset: 'custom' as const, from, to });

/** A ledger entry at the instant, with the balance after it as given (written in call order: ids follow). */
const book = (donorId: string, kind: LedgerKind, pointsMoved: number, balanceAfter: number, at: string) =>
  t.database.db.insert(pointsLedger).values({
    donorId,
    kind,
    points: pointsMoved,
    balanceAfter,
    details: { reason: 'adjustment' },
    createdAt: new Date(at),
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  north = (await createLocation(db, { name: 'Months North' })).id;
  tokyo = (await createLocation(db, { name: 'Months Tokyo', timezone: 'Asia/Tokyo' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.north = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [north] })).email);
  [a, b, c] = [
    (await createDonor(db, { homeLocationId: north })).id,
    (await createDonor(db, { homeLocationId: tokyo })).id,
    (await createDonor(db, { homeLocationId: north })).id,
  ];
  // A (North): 400 on March 20; -100 at 23:30 on April 30 in Chicago (UTC May 1); +50 bonus at 00:30 on May 1.
  await book(a, 'earned', 400, 400, '2026-03-20T15:00:00Z');
  await book(a, 'redeemed', -100, 300, '2026-05-01T04:30:00Z');
  await book(a, 'bonus', 50, 350, '2026-05-01T05:30:00Z');
  // B (Tokyo): 200 at 00:30 on May 1 in Tokyo (UTC April 30), then -50 expired dated 23:30 on April 30, written after it:
  // at April's end only the expiry was created, and its balance (150) is hers from then on.
  await book(b, 'earned', 200, 200, '2026-04-30T15:30:00Z');
  await book(b, 'expired', -50, 150, '2026-04-30T14:30:00Z');
  // C (North): twenty weekly donations at North up to May 28 (from January 15: Bronze), 700 on May 28, 100 on June 14
  // (the open month, read live).
  for (let week = 0; week < 20; week += 1) {
    await createVisit(db, { donorId: c, locationId: north, checkinAt: new Date(Date.parse('2026-05-28T15:00:00Z') - week * 7 * DAY) });
  }
  await book(c, 'earned', 700, 700, '2026-05-28T15:00:00Z');
  await book(c, 'earned', 100, 800, '2026-06-14T15:00:00Z');
});

afterAll(async () => {
  await t.close();
});

describe('points from the donors’ months (decision 069)', () => {
  it('reads a whole month in each center’s calendar: the entries of a local midnight fall in the local month', async () => {
    const april = await points(custom('2026-04-01', '2026-04-30'), 'admin');
    expect(april.centers).toEqual([
      { locationID: north, name: 'Months North', ...none, redeemed: 100, holders: 1, balance: 300, liabilityCents: 300 },
      { locationID: tokyo, name: 'Months Tokyo', ...none, expired: 50, holders: 1, balance: 150, liabilityCents: 150 },
    ]);
    expect(april.months).toEqual([{ month: '2026-04', ...none, redeemed: 100, expired: 50 }]);
    const may = await points(custom('2026-05-01', '2026-05-31'), 'admin');
    expect(may.total).toEqual({ earned: 950, redeemed: 0, expired: 0, adjusted: 0, holders: 3, balance: 1200, liabilityCents: 1200 });
    expect(may.tiers.slice(0, 2)).toEqual([
      { tier: 'none', ...none, earned: 250, holders: 2, balance: 500, liabilityCents: 500 },
      { tier: 'bronze', ...none, earned: 700, holders: 1, balance: 700, liabilityCents: 700 },
    ]);
  });

  it('completes a range across a month’s edge live on both sides', async () => {
    const reply = await points(custom('2026-04-15', '2026-05-20'), 'admin');
    expect(reply.total).toEqual({ earned: 250, redeemed: 100, expired: 50, adjusted: 0, holders: 2, balance: 500, liabilityCents: 500 });
    expect(reply.months).toEqual([
      { month: '2026-04', ...none, redeemed: 100, expired: 50 },
      { month: '2026-05', ...none, earned: 250 },
    ]);
  });

  it('reads the year as whole months and the open one live; a manager sees only her center', async () => {
    const year = await points({ preset: 'year', from: null, to: null }, 'admin');
    expect(year.tiers.slice(0, 2)).toEqual([
      { tier: 'none', earned: 650, redeemed: 100, expired: 50, adjusted: 0, holders: 2, balance: 500, liabilityCents: 500 },
      { tier: 'bronze', ...none, earned: 800, holders: 1, balance: 800, liabilityCents: 800 },
    ]);
    expect(year.months).toEqual([
      { month: '2026-03', ...none, earned: 400 },
      { month: '2026-04', ...none, redeemed: 100, expired: 50 },
      { month: '2026-05', ...none, earned: 950 },
      { month: '2026-06', ...none, earned: 100 },
    ]);
    const manager = await points({ preset: 'year', from: null, to: null }, 'north');
    expect(manager.centers.map((center: { locationID: number }) => center.locationID)).toEqual([north]);
    expect(manager.total).toEqual({
      earned: 1250,
      redeemed: 100,
      expired: 0,
      adjusted: 0,
      holders: 2,
      balance: 1150,
      liabilityCents: 1150,
    });
    expect(manager.months).toEqual([
      { month: '2026-03', ...none, earned: 400 },
      { month: '2026-04', ...none, redeemed: 100 },
      { month: '2026-05', ...none, earned: 750 },
      { month: '2026-06', ...none, earned: 100 },
    ]);
  });

  it('reads the figures from the months, not the ledger: an entry written without them is not seen until they are rebuilt', async () => {
    const before = await points(custom('2026-04-01', '2026-04-30'), 'north');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(pointsLedger).values({
        donorId: a,
        kind: 'earned',
        points: 1,
        balanceAfter: 351,
        details: { reason: 'adjustment' },
        createdAt: new Date('2026-04-02T15:00:00Z'),
      });
    });
    expect((await points(custom('2026-04-01', '2026-04-30'), 'north')).total).toEqual(before.total);
    await t.database.db.execute(sql`select insight_donor_months_rebuild(array[${a}::uuid])`);
    expect((await points(custom('2026-04-01', '2026-04-30'), 'north')).total).toMatchObject({ earned: 1, balance: 351 });
    await t.database.db.delete(pointsLedger).where(eq(pointsLedger.balanceAfter, 351));
  });

  it('is exact again after late changes to past months: a back-dated entry and a corrected donation', async () => {
    // A: +25 dated April 10, written last: her balance at April's end is now 375. C: her donation of April 30 corrected
    // to a deferral: 19 donations in the year, no tier.
    await book(a, 'adjusted', 25, 375, '2026-04-10T15:00:00Z');
    await t.database.db
      .update(visits)
      .set({ donated: false })
      .where(sql`${visits.donorId} = ${c} and ${visits.checkinAt} = ${'2026-04-30T15:00:00Z'}::timestamptz`);
    const april = await points(custom('2026-04-01', '2026-04-30'), 'admin');
    expect(april.centers[0]).toEqual({
      locationID: north,
      name: 'Months North',
      ...none,
      redeemed: 100,
      adjusted: 25,
      holders: 1,
      balance: 375,
      liabilityCents: 375,
    });
    const year = await points({ preset: 'year', from: null, to: null }, 'admin');
    expect(year.tiers.slice(0, 2)).toEqual([
      { tier: 'none', earned: 1450, redeemed: 100, expired: 50, adjusted: 25, holders: 3, balance: 1325, liabilityCents: 1325 },
      { tier: 'bronze', ...none, holders: 0, balance: 0, liabilityCents: 0 },
    ]);
    expect(year.months[1]).toEqual({ month: '2026-04', ...none, redeemed: 100, expired: 50, adjusted: 25 });
  });

  it('adds a multi-row statement to several donors’ months exactly as rebuilding them would', async () => {
    const db = t.database.db;
    const [d, e] = [(await createDonor(db, { homeLocationId: north })).id, (await createDonor(db, { homeLocationId: tokyo })).id];
    const months = () =>
      db
        .select()
        .from(insightDonorMonths)
        .where(inArray(insightDonorMonths.donorId, [d, e]))
        .orderBy(asc(insightDonorMonths.donorId), asc(insightDonorMonths.month));
    const entry = (donorId: string, kind: LedgerKind, pointsMoved: number, balanceAfter: number, at: string) => ({
      donorId,
      kind,
      points: pointsMoved,
      balanceAfter,
      details: { reason: 'adjustment' as const },
      createdAt: new Date(at),
    });
    const donation = (donorId: string, locationId: number, at: string, number: string) => ({
      donorId,
      locationId,
      visitNumber: `MONTHS-${number}`,
      checkinAt: new Date(at),
      donated: true,
    });
    // D (North): March and May in one statement; E (Tokyo): each side of her May 1 midnight (UTC April 30).
    await db
      .insert(pointsLedger)
      .values([
        entry(d, 'earned', 300, 300, '2026-03-10T15:00:00Z'),
        entry(d, 'earned', 200, 500, '2026-05-10T15:00:00Z'),
        entry(e, 'earned', 80, 80, '2026-04-30T14:30:00Z'),
        entry(e, 'bonus', 20, 100, '2026-04-30T15:30:00Z'),
      ]);
    // Donations in a month without entries (April, its row made with the balance at its end) and in one with them.
    await db
      .insert(visits)
      .values([
        donation(d, north, '2026-04-05T15:00:00Z', 'd1'),
        donation(d, north, '2026-05-06T15:00:00Z', 'd2'),
        donation(e, north, '2026-05-02T03:00:00Z', 'e1'),
      ]);
    // Then, written later in one statement: D's entry dated back to February and a redemption in April.
    await db
      .insert(pointsLedger)
      .values([entry(d, 'adjusted', -10, 490, '2026-02-20T15:00:00Z'), entry(d, 'redeemed', -40, 450, '2026-04-20T15:00:00Z')]);
    const kept = await months();
    const figures = kept
      .map((row) => [
        row.donorId === d ? 'd' : 'e',
        row.month,
        row.entries,
        row.earned,
        row.redeemed,
        row.adjusted,
        row.donations,
        row.balance,
      ])
      .sort((x, y) => `${x[0]}${x[1]}`.localeCompare(`${y[0]}${y[1]}`));
    // donor, month, entries, earned, redeemed, adjusted, donations, balance at the month's end (the highest id before it)
    expect(figures).toEqual([
      ['d', '2026-02-01', 1, 0, 0, -10, 0, 490],
      ['d', '2026-03-01', 1, 300, 0, 0, 0, 490],
      ['d', '2026-04-01', 1, 0, 40, 0, 1, 450],
      ['d', '2026-05-01', 1, 200, 0, 0, 1, 450],
      ['e', '2026-04-01', 1, 80, 0, 0, 0, 80],
      ['e', '2026-05-01', 1, 20, 0, 0, 1, 100],
    ]);
    await db.execute(sql`select insight_donor_months_rebuild(array[${d}::uuid, ${e}::uuid])`);
    expect(await months()).toEqual(kept);
  });
});
