import type { ServiceParams } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { auditLog, pointsLedger } from '../../db/schema/index';
import type { LedgerKind } from '../../domain/points-ledger';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock: 2026-06-15 15:00 UTC, 10:00 in Chicago, where both centers are.
let t: TestApp;
let north: number;
let south: number;
const tokens = { admin: '', manager: '', care: '' };

type Key = 'insights/getRetention' | 'insights/getPoints';
const call = async <K extends Key>(key: K, params: ServiceParams<K>, who: keyof typeof tokens = 'admin') => {
  const res = await t.call(key, params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A donation at 10:00 in Chicago on the day, unless a time is given (UTC). */
const gave = async (donorId: string, locationId: number, day: string, options: { time?: string; donated?: boolean } = {}) =>
  createVisit(t.database.db, {
    donorId,
    locationId,
    checkinAt: new Date(`${day}T${options.time ?? '15:00:00'}Z`),
    donated: options.donated ?? true,
  });

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  north = (await createLocation(db, { name: 'Retention North' })).id;
  south = (await createLocation(db, { name: 'Retention South' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.manager = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [north] })).email);
  tokens.care = await signInStaff(t, (await createStaff(db, 'donor_care')).email);
  const donor = async () => (await createDonor(db, { homeLocationId: north })).id;
  const [a, b, c, d, e, f, g] = [await donor(), await donor(), await donor(), await donor(), await donor(), await donor(), await donor()];
  // As of June 15 (Chicago): the last 30 days start on May 17, 60 on April 17, 90 on March 18, the year on 2025-06-16.
  // A: three donations at North in the last 30 days, one at South.
  await gave(a!, north, '2026-06-10');
  await gave(a!, north, '2026-06-03');
  await gave(a!, north, '2026-05-20');
  await gave(a!, south, '2026-06-01');
  // B: May 1, and 23:30 on May 16 there (May 17 in UTC): in the last 60 days, not the last 30.
  await gave(b!, north, '2026-05-01');
  await gave(b!, north, '2026-05-17', { time: '04:30:00' });
  // C: April 1, in the last 90 days only. D: January 10, lapsed.
  await gave(c!, north, '2026-04-01');
  await gave(d!, north, '2026-01-10');
  // E: 23:30 on 2025-06-15 there, a day before the year; a deferral on June 12 is no donation.
  await gave(e!, north, '2025-06-16', { time: '04:30:00' });
  await gave(e!, north, '2026-06-12', { donated: false });
  // F: South only. G: twenty weekly donations at North up to June 14 (from February 1): Bronze.
  await gave(f!, south, '2026-06-14');
  for (let week = 0; week < 20; week += 1) {
    await gave(g!, north, new Date(Date.parse('2026-06-14') - week * 7 * DAY).toISOString().slice(0, 10));
  }
});
afterAll(() => t.close());

const range = { preset: 'custom' as const, from: '2026-04-01', to: '2026-06-15' };
const none = { active30: 0, active60: 0, active90: 0, lapsed: 0, donations30: 0, perDonorMonthly: null };
const northFigures = { active30: 2, active60: 3, active90: 4, lapsed: 1, donations30: 8, perDonorMonthly: 4 };

describe('insights: retention, by hand', () => {
  it('counts active and lapsed donors as of the range’s last day, by center and tier, and donations per donor by month', async () => {
    const reply = await call('insights/getRetention', range);
    // A, F and G in the last 30 days (10 donations); B within 60; C within 90; D lapsed; E outside the year.
    expect(reply.total).toEqual({ active30: 3, active60: 4, active90: 5, lapsed: 1, donations30: 10, perDonorMonthly: 3.3 });
    expect(reply.centers).toEqual([
      { locationID: north, name: 'Retention North', ...northFigures },
      { locationID: south, name: 'Retention South', active30: 2, active60: 2, active90: 2, lapsed: 0, donations30: 2, perDonorMonthly: 1 },
    ]);
    expect(reply.tiers).toEqual([
      { tier: 'none', active30: 2, active60: 3, active90: 4, lapsed: 1, donations30: 5, perDonorMonthly: 2.5 },
      { tier: 'bronze', active30: 1, active60: 1, active90: 1, lapsed: 0, donations30: 5, perDonorMonthly: 5 },
      { tier: 'silver', ...none },
      { tier: 'gold', ...none },
      { tier: 'platinum', ...none },
    ]);
    // April: G four times, C once; May: G five times, B twice, A once; June: G twice, A three times, F once.
    expect(reply.months).toEqual([
      { month: '2026-04', donations: 5, donors: 2, perDonor: 2.5 },
      { month: '2026-05', donations: 8, donors: 3, perDonor: 2.7 },
      { month: '2026-06', donations: 6, donors: 3, perDonor: 2 },
    ]);
  });

  it('shows a center manager her center only, even when she asks for another; donor care is refused', async () => {
    const own = await call('insights/getRetention', range, 'manager');
    expect(own.total).toEqual(northFigures);
    expect(own.centers).toEqual([{ locationID: north, name: 'Retention North', ...northFigures }]);
    const other = await call('insights/getRetention', { ...range, locationID: south }, 'manager');
    expect(other).toMatchObject({ total: none, centers: [], months: [] });
    expect(other.tiers.every((row: { active90: number }) => row.active90 === 0)).toBe(true);
    const denied = await t.call('insights/getRetention', range, { token: tokens.care });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 400 for a range without its days or backwards', async () => {
    const missing = await t.call('insights/getRetention', { preset: 'custom' } as never, { token: tokens.admin });
    expect(missing.statusCode).toBe(400);
    const backwards = await t.call('insights/getRetention', { ...range, from: '2026-06-15', to: '2026-06-01' }, { token: tokens.admin });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('insights: points, by hand', () => {
  const balances = new Map<string, number>();
  /** A ledger entry at 10:00 in Chicago on the day, on the donor's running balance. */
  const book = async (donorId: string, kind: LedgerKind, points: number, day: string) => {
    const balanceAfter = (balances.get(donorId) ?? 0) + points;
    balances.set(donorId, balanceAfter);
    await t.database.db.insert(pointsLedger).values({
      donorId,
      kind,
      points,
      balanceAfter,
      details: { reason: 'adjustment' },
      createdAt: new Date(`${day}T15:00:00Z`),
    });
  };
  const pointsRange = { preset: 'custom' as const, from: '2026-04-01', to: '2026-06-15' };
  let donorToken = '';
  const x = { earned: 1250, redeemed: 500, expired: 100, adjusted: 50, holders: 1, balance: 1100, liabilityCents: 1100 };
  const y = { earned: 2000, redeemed: 0, expired: 0, adjusted: 0, holders: 1, balance: 2000, liabilityCents: 2000 };

  beforeAll(async () => {
    const db = t.database.db;
    const home = async (homeLocationId: number | null) => (await createDonor(db, { homeLocationId })).id;
    const [px, py, pz] = [await home(north), await home(south), await home(null)];
    // X (North): 400 before the range; in it 1000 earned and a 250 bonus, two orders (500, 300) and the second refunded,
    // 100 expired, 50 adjusted: 1,100 at the end.
    await book(px!, 'earned', 400, '2026-03-01');
    await book(px!, 'earned', 1000, '2026-04-10');
    await book(px!, 'bonus', 250, '2026-04-10');
    await book(px!, 'redeemed', -500, '2026-05-05');
    await book(px!, 'redeemed', -300, '2026-05-20');
    await book(px!, 'refunded', 300, '2026-05-21');
    await book(px!, 'expired', -100, '2026-06-01');
    await book(px!, 'adjusted', 50, '2026-06-02');
    // Y (South, Bronze with twenty donations in the year, elsewhere): 2,000 in June. Z (no home center): 300 in April.
    await book(py!, 'earned', 2000, '2026-06-10');
    const elsewhere = (await createLocation(db, { name: 'Points West' })).id;
    for (let week = 0; week < 20; week += 1) {
      await gave(py!, elsewhere, new Date(Date.parse('2026-06-08') - week * 7 * DAY).toISOString().slice(0, 10));
    }
    await book(pz!, 'earned', 300, '2026-04-15');
    const donor = await createDonor(db, { homeLocationId: north });
    donorToken = (await signIn(t, donor.email ?? '')).token;
  });

  it('books earned, redeemed, expired and adjusted points in the range and values the outstanding balance at 100 points a dollar', async () => {
    const reply = await call('insights/getPoints', pointsRange);
    expect(reply.pointsPerDollar).toBe(100);
    expect(reply.total).toEqual({
      earned: 3550,
      redeemed: 500,
      expired: 100,
      adjusted: 50,
      holders: 3,
      balance: 3400,
      liabilityCents: 3400,
    });
    const zero = { earned: 0, redeemed: 0, expired: 0, adjusted: 0, holders: 0, balance: 0, liabilityCents: 0 };
    expect(reply.centers).toEqual([
      { locationID: expect.any(Number), name: 'Points West', ...zero },
      { locationID: north, name: 'Retention North', ...x },
      { locationID: south, name: 'Retention South', ...y },
    ]);
    expect(reply.tiers).toEqual([
      { tier: 'none', earned: 1550, redeemed: 500, expired: 100, adjusted: 50, holders: 2, balance: 1400, liabilityCents: 1400 },
      { tier: 'bronze', ...y },
      { tier: 'silver', ...zero },
      { tier: 'gold', ...zero },
      { tier: 'platinum', ...zero },
    ]);
    expect(reply.months).toEqual([
      { month: '2026-04', earned: 1550, redeemed: 0, expired: 0, adjusted: 0 },
      { month: '2026-05', earned: 0, redeemed: 500, expired: 0, adjusted: 0 },
      { month: '2026-06', earned: 2000, redeemed: 0, expired: 100, adjusted: 50 },
    ]);
  });

  it('shows a center manager the points of her center’s donors only', async () => {
    const own = await call('insights/getPoints', pointsRange, 'manager');
    expect(own.total).toEqual(x);
    expect(own.centers).toEqual([{ locationID: north, name: 'Retention North', ...x }]);
    const other = await call('insights/getPoints', { ...pointsRange, locationID: south }, 'manager');
    expect(other).toMatchObject({ centers: [], months: [], total: { holders: 0, balance: 0 } });
    expect((await t.call('insights/getPoints', pointsRange, { token: tokens.care })).statusCode).toBe(403);
  });

  it('lets an admin set the points per dollar (audited): the store and the liability follow it', async () => {
    expect((await t.call('reward/getCatalogue', {}, { token: donorToken })).json()).toMatchObject({ pointsPerDollar: 100 });
    const bad = await t.call('reward/updateProgramSettings', { pointsPerDollar: 0 }, { token: tokens.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('pointsPerDollar');
    const refused = await t.call('reward/updateProgramSettings', { pointsPerDollar: 200 }, { token: tokens.manager });
    expect(refused.statusCode).toBe(403);
    const set = await t.call('reward/updateProgramSettings', { pointsPerDollar: 200 }, { token: tokens.admin });
    expect(set.statusCode, set.body).toBe(200);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reward/updateProgramSettings'));
    expect(row).toMatchObject({ objectType: 'programSettings', before: { pointsPerDollar: 100 }, after: { pointsPerDollar: 200 } });
    expect((await t.call('reward/getProgramSettings', {}, { token: tokens.admin })).json()).toMatchObject({
      settings: { pointsPerDollar: 200 },
    });
    expect((await t.call('reward/getCatalogue', {}, { token: donorToken })).json()).toMatchObject({ pointsPerDollar: 200 });
    const reply = await call('insights/getPoints', pointsRange);
    expect(reply).toMatchObject({ pointsPerDollar: 200, total: { balance: 3400, liabilityCents: 1700 } });
  });
});
