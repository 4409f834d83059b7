import type { ServiceParams } from '@portal/contract';
import { membershipTiers } from '@portal/contract/rewards/tiers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { visits } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { CenterRange } from './center-ranges';
import { activeStatement, rollupCovers } from './retention-sql';
import { tierOf } from './tiers';

// Retention from each donor's last donation at a center (decision 071) against the live statement over the visits, on
// ranges ending today and in the past, in Chicago and Tokyo, for the admin and a manager, before and after late
// corrections. The test clock: 2026-06-15 15:00 UTC, 10:00 in Chicago (North) and 00:00 on June 16 in Tokyo.
let t: TestApp;
let north: number;
let tokyo: number;
const tokens = { admin: '', north: '' };
const donorIds: string[] = [];
let lateVisit = '';

const retention = async (params: ServiceParams<'insights/getRetention'>, who: keyof typeof tokens) => {
  const res = await t.call('insights/getRetention', params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A center's range as `centerRanges` makes it (North's today is June 15, Tokyo's June 16). */
const range = (locationId: number, from: string, to: string): CenterRange => ({
  locationId,
  name: '',
  timezone: locationId === tokyo ? 'Asia/Tokyo' : 'America/Chicago',
  today: locationId === tokyo ? '2026-06-16' : '2026-06-15',
  from,
  to,
  throughDay: null,
});

/** The ranges compared: 30 days and the year up to each center's today, a range ending in the past, a manager's. */
const rangeSets = (): CenterRange[][] => [
  [range(north, '2026-05-17', '2026-06-15'), range(tokyo, '2026-05-18', '2026-06-16')],
  [range(north, '2026-01-01', '2026-06-15'), range(tokyo, '2026-01-01', '2026-06-16')],
  [range(north, '2026-03-01', '2026-03-31'), range(tokyo, '2026-03-01', '2026-03-31')],
  [range(north, '2026-05-17', '2026-06-15')],
];

interface Row {
  location_id: number | null;
  year_donations: number | string | null;
  active30: number | string;
  active60: number | string;
  active90: number | string;
  lapsed: number | string;
  donations30: number | string;
}
const counts = ['active30', 'active60', 'active90', 'lapsed', 'donations30'] as const;

/** The rows as the handler reads them: summed by center and tier (the rollup gives the threshold reached, not the count). */
function byTier(found: Row[]): Record<string, number[]> {
  const summed: Record<string, number[]> = {};
  for (const row of found) {
    const key = `${row.location_id ?? 'all'}/${row.year_donations === null ? '-' : tierOf(Number(row.year_donations))}`;
    const into = (summed[key] ??= counts.map(() => 0));
    counts.forEach((name, i) => (into[i] = (into[i] ?? 0) + Number(row[name])));
  }
  return summed;
}

async function covers(centers: CenterRange[]): Promise<boolean> {
  const statement = rollupCovers(centers);
  if (!statement) throw new Error('no centers');
  const [row] = await rows<{ covers: boolean }>(t.database.db, statement);
  return row?.covers === true;
}

/** The statement's rows from the rollup and from the visits, for each range set whose ranges the rollup covers. */
async function expectRollupAsLive(): Promise<number> {
  let compared = 0;
  for (const centers of rangeSets()) {
    if (!(await covers(centers))) continue;
    const [rolled, live] = [activeStatement(centers, true), activeStatement(centers, false)];
    if (!rolled || !live) throw new Error('no centers');
    expect(byTier(await rows<Row>(t.database.db, rolled))).toEqual(byTier(await rows<Row>(t.database.db, live)));
    compared += 1;
  }
  return compared;
}

/** A donation at the instant (UTC). */
const gave = (donorId: string, locationId: number, at: string, donated = true) =>
  createVisit(t.database.db, { donorId, locationId, checkinAt: new Date(at), donated });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  north = (await createLocation(db, { name: 'Retention North' })).id;
  tokyo = (await createLocation(db, { name: 'Retention Tokyo', timezone: 'Asia/Tokyo' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.north = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [north] })).email);
  for (let i = 0; i < 6; i += 1) donorIds.push((await createDonor(db, { homeLocationId: i % 2 === 0 ? north : tokyo })).id);
  const [a, b, c, d, e, f] = donorIds as [string, string, string, string, string, string];
  // A: at North at 00:00 on May 17 in Chicago (05:00 UTC, the first instant of its 30 days) and at 23:59 on May 16 (the
  // last of the 60 days only), and in Tokyo at 00:00 on May 18 there (May 17, 15:00 UTC: the first of Tokyo's 30 days).
  await gave(a, north, '2026-05-17T05:00:00Z');
  await gave(a, north, '2026-05-17T04:59:00Z');
  await gave(a, tokyo, '2026-05-17T15:00:00Z');
  // B: one second before Tokyo's 90 days (starting March 19 there, March 18 15:00 UTC), and a deferral since.
  await gave(b, tokyo, '2026-03-18T14:59:59Z');
  await gave(b, tokyo, '2026-06-10T03:00:00Z', false);
  // C: lapsed at North (January and March), gave in Tokyo in March (the past range).
  await gave(c, north, '2026-01-10T15:00:00Z');
  await gave(c, north, '2026-03-31T15:00:00Z');
  await gave(c, tokyo, '2026-03-31T14:00:00Z');
  // D: twenty weekly donations at North up to June 12 (a tier), the last at 23:30 on June 14 in Tokyo (June 14 UTC).
  for (let week = 0; week < 20; week += 1)
    await gave(d, north, new Date(Date.parse('2026-06-12T15:00:00Z') - week * 604_800_000).toISOString());
  lateVisit = (await gave(d, tokyo, '2026-06-14T14:30:00Z')).id;
  // E: gave at North a year and a day before June 15 (outside the year), and on July 1, 2025 (inside).
  await gave(e, north, '2025-06-14T15:00:00Z');
  await gave(e, north, '2025-07-01T15:00:00Z');
  // F: gave in Tokyo on June 16 there at 00:00 (June 15, 15:00 UTC: the clock's instant, Tokyo's today).
  await gave(f, tokyo, '2026-06-15T15:00:00Z');
});

afterAll(async () => {
  await t.close();
});

describe('retention from the donors’ last donations (decision 071)', () => {
  it('keeps as many latest donations as the highest tier needs (migration 0050 keeps 90)', () => {
    expect(Math.max(...membershipTiers.map((tier) => tier.threshold))).toBe(90);
  });

  it('gives the live statement’s rows for ranges ending today, a range in the past and a manager’s', async () => {
    expect(await covers(rangeSets()[0] ?? [])).toBe(true);
    // The past range ends before C's and everyone's later donations: it is read from the visits.
    expect(await covers(rangeSets()[2] ?? [])).toBe(false);
    expect(await expectRollupAsLive()).toBe(3);
  });

  it('reads the figures worked out by hand from the rollup', async () => {
    const reply = await retention({ preset: '30d', from: null, to: null, locationID: null }, 'admin');
    const centers = Object.fromEntries(reply.centers.map((c: { locationID: number }) => [c.locationID, c]));
    // North: A (30 days: 1 donation, the other in the 60), D (June 12 and 5, May 29 and 22: 4), C (March 31: 90 days),
    // E lapsed (July 2025; June 14, 2025 is before the year).
    expect(centers[north]).toMatchObject({ active30: 2, active60: 2, active90: 3, lapsed: 1, donations30: 5 });
    // Tokyo: A, D and F in 30 days (1 each), C in 90 (March 31 at 23:00 there), B one second before the 90: lapsed.
    expect(centers[tokyo]).toMatchObject({ active30: 3, active60: 3, active90: 4, lapsed: 1, donations30: 3 });
    expect(reply.total).toMatchObject({ active30: 3, active60: 3, active90: 4, lapsed: 2, donations30: 8, perDonorMonthly: 2.7 });
    // D: twenty donations in the tier's window (Bronze), 4 at North and 1 in Tokyo in their 30 days.
    expect(reply.tiers.find((row: { tier: string }) => row.tier === 'bronze')).toMatchObject({ active30: 1, donations30: 5 });
    const manager = await retention({ preset: '30d', from: null, to: null, locationID: null }, 'north');
    expect(manager.centers).toEqual([{ locationID: north, name: 'Retention North', ...centers[north] }]);
  });

  it('counts the year’s donations and donors per local month, each center in its own calendar', async () => {
    const reply = await retention({ preset: 'year', from: null, to: null, locationID: null }, 'admin');
    // March: C at North on the 31st, D's four, B at 23:59:59 and C at 23:00 on the 31st in Tokyo (both UTC March 18
    // and 31); May: A's two at North (one at 23:59 on May 16 in Chicago), D's five, A's in Tokyo at 00:00 on May 18.
    expect(reply.months).toEqual([
      { month: '2026-01', donations: 2, donors: 2, perDonor: 1 },
      { month: '2026-02', donations: 4, donors: 1, perDonor: 4 },
      { month: '2026-03', donations: 7, donors: 3, perDonor: 2.3 },
      { month: '2026-04', donations: 4, donors: 1, perDonor: 4 },
      { month: '2026-05', donations: 8, donors: 2, perDonor: 4 },
      { month: '2026-06', donations: 4, donors: 2, perDonor: 2 },
    ]);
  });

  it('reads the rows, not the visits: a donation written with the triggers off is not seen until the rebuild', async () => {
    const [, , , , e] = donorIds as [string, string, string, string, string];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .insert(visits)
        .values({ donorId: e, locationId: north, visitNumber: 'RC-OFF', checkinAt: new Date('2026-05-01T15:00:00Z'), donated: true });
    });
    const params = { preset: '30d' as const, from: null, to: null, locationID: north };
    // May 1 is in North's 60 days, but E's row still says she last gave in July 2025: lapsed.
    expect((await retention(params, 'admin')).total).toMatchObject({ active60: 2, active90: 3, lapsed: 1 });
    await t.database.db.execute(sql`select insight_donor_donations_rebuild(array[${e}::uuid])`);
    expect((await retention(params, 'admin')).total).toMatchObject({ active60: 3, active90: 4, lapsed: 0 });
  });

  it('stays the live statement’s after a donation turned deferral, a back-dated visit, a moved and a deleted visit', async () => {
    const db = t.database.db;
    const [a, b, c, d] = donorIds as [string, string, string, string];
    await db.update(visits).set({ donated: false }).where(eq(visits.id, lateVisit));
    expect(await expectRollupAsLive()).toBe(3);
    await gave(b, tokyo, '2026-05-20T03:00:00Z');
    await gave(c, north, '2026-02-01T15:00:00Z');
    expect(await expectRollupAsLive()).toBe(3);
    await db.update(visits).set({ locationId: tokyo }).where(eq(visits.donorId, a));
    await db
      .update(visits)
      .set({ checkinAt: new Date('2026-04-01T15:00:00Z') })
      .where(eq(visits.donorId, d));
    expect(await expectRollupAsLive()).toBe(3);
    await db.delete(visits).where(eq(visits.donorId, b));
    expect(await expectRollupAsLive()).toBe(3);
    const tokyoNow = (await retention({ preset: '30d', from: null, to: null, locationID: tokyo }, 'admin')).total;
    // Tokyo: A (three donations, two moved from North, one in the 30 days) and F; C in the 90; D's deferred there and
    // moved to April, B's deleted.
    expect(tokyoNow).toMatchObject({ active30: 2, active60: 2, active90: 3, lapsed: 0, donations30: 2 });
  });

  it('reads a donation dated after a range’s end from the visits', async () => {
    const [, , , , , f] = donorIds as [string, string, string, string, string, string];
    await gave(f, north, '2026-06-20T15:00:00Z');
    expect(await covers(rangeSets()[3] ?? [])).toBe(false);
    const reply = await retention({ preset: '30d', from: null, to: null, locationID: north }, 'admin');
    // Not counted (from her row, she would be): after the range, read from the visits as before decision 071.
    expect(reply.total).toMatchObject({ active30: 0, active60: 1, active90: 3, lapsed: 0, donations30: 0 });
  });
});
