import type { ServiceParams } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { donors, pointsLedger } from '../../db/schema/index';
import type { LedgerKind } from '../../domain/points-ledger';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// Points and retention read from the covering indexes of decision 068 (migration 0048): the figures of a late ledger
// entry, a deferral in the tier's window and a donor who moved home center, worked out by hand. The test clock:
// 2026-06-15 15:00 UTC, 10:00 in Chicago, where the centers are.
let t: TestApp;
let east: number;
let west: number;
const tokens = { admin: '', east: '', west: '' };
const range = { preset: 'custom' as const, from: '2026-05-01', to: '2026-05-31' };
const DAY = 86_400_000;

const call = async <K extends 'insights/getPoints' | 'insights/getRetention'>(
  key: K,
  params: ServiceParams<K>,
  who: keyof typeof tokens,
) => {
  const res = await t.call(key, params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A ledger entry at 10:00 in Chicago on the day, with the balance after it as given (written in this order: ids follow). */
const book = (donorId: string, kind: LedgerKind, points: number, balanceAfter: number, day: string) =>
  t.database.db.insert(pointsLedger).values({
    donorId,
    kind,
    points,
    balanceAfter,
    details: { reason: 'adjustment' },
    createdAt: new Date(`${day}T15:00:00Z`),
  });

/** Twenty visits at 10:00 in Chicago, a week apart back from the day: the `deferrals` latest deferred, the others donations. */
async function weekly(donorId: string, locationId: number, day: string, deferrals = 0): Promise<void> {
  for (let week = 0; week < 20; week += 1) {
    const checkinAt = new Date(Date.parse(`${day}T15:00:00Z`) - week * 7 * DAY);
    await createVisit(t.database.db, { donorId, locationId, checkinAt, donated: week >= deferrals });
  }
}

let late = '';
let deferred = '';
let moved = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  east = (await createLocation(db, { name: 'Index East' })).id;
  west = (await createLocation(db, { name: 'Index West' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.east = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [east] })).email);
  tokens.west = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [west] })).email);
  const donor = async (homeLocationId: number) => (await createDonor(db, { homeLocationId })).id;
  [late, deferred, moved] = [await donor(east), await donor(east), await donor(west)];
  // Late: 500 on May 10, 800 on June 5 (after the range), then a correction of -200 dated May 20 written last: the
  // balance at the end of May is the last entry written before it, 300, not the 500 of the last one dated earlier.
  await book(late, 'earned', 500, 500, '2026-05-10');
  await book(late, 'earned', 300, 800, '2026-06-05');
  await book(late, 'corrected', -200, 300, '2026-05-20');
  // Deferred: 900 on May 12 and twenty visits at East up to May 30, the last a deferral: 19 donations, no tier.
  await book(deferred, 'earned', 900, 900, '2026-05-12');
  await weekly(deferred, east, '2026-05-30', 1);
  // Moved: 20 donations at West up to May 28 (Bronze), 700 on May 28, then her home center moved to East.
  await weekly(moved, west, '2026-05-28');
  await book(moved, 'earned', 700, 700, '2026-05-28');
  await db.update(donors).set({ homeLocationId: east }).where(eq(donors.id, moved));
});

afterAll(async () => {
  await t.close();
});

describe('insights from the covering indexes (decision 068)', () => {
  it('values each donor at the range’s end from the last entry written before it, and a deferral gives no tier', async () => {
    const reply = await call('insights/getPoints', range, 'admin');
    const eastFigures = { earned: 2100, redeemed: 0, expired: 0, adjusted: -200, holders: 3, balance: 1900, liabilityCents: 1900 };
    expect(reply.centers).toEqual([
      { locationID: east, name: 'Index East', ...eastFigures },
      { locationID: west, name: 'Index West', earned: 0, redeemed: 0, expired: 0, adjusted: 0, holders: 0, balance: 0, liabilityCents: 0 },
    ]);
    expect(reply.tiers.slice(0, 2)).toEqual([
      { tier: 'none', earned: 1400, redeemed: 0, expired: 0, adjusted: -200, holders: 2, balance: 1200, liabilityCents: 1200 },
      { tier: 'bronze', earned: 700, redeemed: 0, expired: 0, adjusted: 0, holders: 1, balance: 700, liabilityCents: 700 },
    ]);
    expect(reply.months).toEqual([{ month: '2026-05', earned: 2100, redeemed: 0, expired: 0, adjusted: -200 }]);
  });

  it('counts a donor who moved at her home center now: East’s manager sees her points, West’s none', async () => {
    expect((await call('insights/getPoints', range, 'east')).total).toMatchObject({ holders: 3, balance: 1900 });
    const west = await call('insights/getPoints', range, 'west');
    expect(west.total).toEqual({ earned: 0, redeemed: 0, expired: 0, adjusted: 0, holders: 0, balance: 0, liabilityCents: 0 });
    expect(west.months).toEqual([]);
  });

  it('counts retention from the donations alone: a deferral is no donation, the tier read at the range’s end', async () => {
    // The last 30 days from May 31 start on May 2: East's donations on May 2, 9, 16 and 23 (May 30 deferred), West's on
    // May 7, 14, 21 and 28 (April 30 before them); the visits count where they were, not at the home center.
    const reply = await call('insights/getRetention', range, 'admin');
    const active = { active30: 1, active60: 1, active90: 1, lapsed: 0, donations30: 4, perDonorMonthly: 4 };
    expect(reply.centers).toEqual([
      { locationID: east, name: 'Index East', ...active },
      { locationID: west, name: 'Index West', ...active },
    ]);
    expect(reply.tiers.slice(0, 2)).toEqual([
      { tier: 'none', ...active },
      { tier: 'bronze', ...active },
    ]);
    expect((await call('insights/getRetention', range, 'west')).centers).toEqual([{ locationID: west, name: 'Index West', ...active }]);
  });
});
