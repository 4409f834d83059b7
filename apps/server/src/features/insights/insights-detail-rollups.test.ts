import type { VisitDeferralCode } from '@portal/contract';
import { deferralReasons } from '@portal/contract/entities/insights';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/factories/appointments';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { appointments, insightDeferralDays, insightVisitMinutes } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rollUpInsights } from './rollup';

// The test clock: 2026-06-15 15:00 UTC, 10:00 in Chicago (UTC-5 in June), where both centers are.
let t: TestApp;
let center: number;
let other: number;
const tokens = { admin: '', manager: '', otherManager: '' };
let lateVisit = '';
let sequence = 0;

/** A visit through the console's own call (the ingestion, which marks late days), each by a donor of its own. */
async function visit(
  locationID: number,
  checkin: string,
  minutes: number | null,
  options: { deferral?: VisitDeferralCode | 'none'; booked?: boolean } = {},
): Promise<string> {
  sequence += 1;
  const donated = options.deferral === undefined;
  const checkout = minutes === null ? null : new Date(Date.parse(checkin) + minutes * 60_000).toISOString();
  const { donorNumber, id: donorId } = await createDonor(t.database.db, { homeLocationId: locationID });
  const res = await t.call(
    'staffVisits/recordVisit',
    {
      donorNumber,
      locationID,
      visitNumber: `DR-${sequence}`,
      checkinTS: checkin,
      checkoutTS: checkout,
      donated,
      payments: [],
      screeningTests: [],
      deferral: options.deferral && options.deferral !== 'none' ? { code: options.deferral, until: '2026-07-15' } : null,
    },
    { token: tokens.admin },
  );
  expect(res.statusCode, res.body).toBe(200);
  const visitID = res.json<{ visitID: string }>().visitID;
  if (options.booked) {
    const db = t.database.db;
    const booked = await createAppointment(db, { donorId, locationId: locationID, startsAt: new Date(checkin), status: 'completed' });
    await db.update(appointments).set({ visitId: visitID }).where(eq(appointments.id, booked.id));
  }
  return visitID;
}

const read = async (
  key: 'insights/getDonations' | 'insights/getVisitTimes',
  from: string,
  to: string,
  who: keyof typeof tokens = 'admin',
  locationID: number | null = center,
) => {
  const params = { preset: 'custom' as const, from, to, locationID };
  const options = { token: tokens[who] };
  const res = key === 'insights/getDonations' ? await t.call(key, params, options) : await t.call(key, params, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every reason of the reply, the ones given with their counts and the rest at 0 of `visits`. */
const reasons = (visits: number, given: Record<string, number>) =>
  deferralReasons.map((reason) => {
    const deferrals = given[reason] ?? 0;
    return { reason, deferrals, percentOfVisits: visits === 0 ? null : Math.round((deferrals / visits) * 1000) / 10 };
  });

/** The time figures of June 1–2 before the correction: five checked-out visits of 30, 45, 60, 90 and 120 minutes. */
const before = {
  total: { visits: 5, medianMinutes: 60, p90Minutes: 108 },
  weekdays: [
    { weekday: 1, visits: 4, medianMinutes: 52.5, p90Minutes: 81 },
    { weekday: 2, visits: 1, medianMinutes: 120, p90Minutes: 120 },
  ],
  hours: [
    { hour: 0, visits: 1, medianMinutes: 45, p90Minutes: 45 },
    { hour: 9, visits: 2, medianMinutes: 45, p90Minutes: 57 },
    { hour: 10, visits: 2, medianMinutes: 105, p90Minutes: 117 },
  ],
  withAppointment: { visits: 2, medianMinutes: 75, p90Minutes: 111 },
  withoutAppointment: { visits: 3, medianMinutes: 60, p90Minutes: 84 },
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  center = (await createLocation(db, { name: 'Detail center' })).id;
  other = (await createLocation(db, { name: 'Other detail center' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.manager = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [center] })).email);
  tokens.otherManager = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [other] })).email);
  // 23:30 on Sunday May 31 in Chicago (June 1 in UTC): 200 minutes, deferred for low iron.
  await visit(center, '2026-06-01T04:30:00Z', 200, { deferral: 'iron' });
  // Monday June 1: 00:30 (45 min), 09:00 (30, booked), 09:10 (60, iron), 10:00 (90, deferred without a code).
  await visit(center, '2026-06-01T05:30:00Z', 45);
  await visit(center, '2026-06-01T14:00:00Z', 30, { booked: true });
  await visit(center, '2026-06-01T14:10:00Z', 60, { deferral: 'iron' });
  await visit(center, '2026-06-01T15:00:00Z', 90, { deferral: 'none' });
  // Tuesday June 2: 10:30 (120, booked), corrected later; 11:00 still open (a visit, not timed).
  lateVisit = await visit(center, '2026-06-02T15:30:00Z', 120, { booked: true });
  await visit(center, '2026-06-02T16:00:00Z', null);
  // Today (Monday June 15) 08:00: 40 minutes, read live.
  await visit(center, '2026-06-15T13:00:00Z', 40);
  // The other center: a long visit and a deferral on June 1 that the first center's manager must never see.
  await visit(other, '2026-06-01T14:00:00Z', 500, { deferral: 'iron' });
  await rollUpInsights({ db, clock: t.clock });
});
afterAll(() => t.close());

describe('insights: deferral reasons and time in the center through the daily rollup', () => {
  it('writes the rollup rows in the center’s own days and hours: 23:30 on May 31 stays on May 31', async () => {
    const db = t.database.db;
    const minutes = await db
      .select()
      .from(insightVisitMinutes)
      .where(and(eq(insightVisitMinutes.locationId, center), eq(insightVisitMinutes.day, '2026-05-31')));
    expect(minutes).toEqual([{ locationId: center, day: '2026-05-31', hour: 23, booked: false, minutes: 200, visits: 1 }]);
    const june1 = await db
      .select({ code: insightDeferralDays.code, deferrals: insightDeferralDays.deferrals })
      .from(insightDeferralDays)
      .where(and(eq(insightDeferralDays.locationId, center), eq(insightDeferralDays.day, '2026-06-01')));
    expect(june1.sort((a, b) => String(a.code).localeCompare(String(b.code)))).toEqual([
      { code: 'iron', deferrals: 1 },
      { code: null, deferrals: 1 },
    ]);
    const may31 = await read('insights/getVisitTimes', '2026-05-31', '2026-05-31');
    expect(may31.total).toEqual({ visits: 1, medianMinutes: 200, p90Minutes: 200 });
    expect(may31.weekdays).toEqual([{ weekday: 7, visits: 1, medianMinutes: 200, p90Minutes: 200 }]);
    expect(may31.hours).toEqual([{ hour: 23, visits: 1, medianMinutes: 200, p90Minutes: 200 }]);
    expect((await read('insights/getDonations', '2026-05-31', '2026-05-31')).reasons).toEqual(reasons(1, { iron: 1 }));
  });

  it('reads the figures known by hand from the rollup, and with today live beside it', async () => {
    const times = await read('insights/getVisitTimes', '2026-06-01', '2026-06-02');
    expect(times).toMatchObject(before);
    expect(times.centers).toEqual([{ locationID: center, name: 'Detail center', ...before.total }]);
    // Six visits (the open one too), one deferred for iron, one without a code.
    const donations = await read('insights/getDonations', '2026-06-01', '2026-06-02');
    expect(donations.total).toMatchObject({ visits: 6, deferrals: 2 });
    expect(donations.reasons).toEqual(reasons(6, { iron: 1, unrecorded: 1 }));
    // June 1 to today: the 40 minutes of today join the histogram (30, 40, 45, 60, 90, 120).
    const withToday = await read('insights/getVisitTimes', '2026-06-01', '2026-06-15');
    expect(withToday.total).toEqual({ visits: 6, medianMinutes: 52.5, p90Minutes: 105 });
    expect((await read('insights/getDonations', '2026-06-01', '2026-06-15')).reasons).toEqual(reasons(7, { iron: 1, unrecorded: 1 }));
  });

  it('never shows a center manager another center’s numbers; her own center’s are the admin’s', async () => {
    const own = await read('insights/getVisitTimes', '2026-06-01', '2026-06-02', 'manager', null);
    expect(own.total).toEqual(before.total);
    expect(own.centers.map((c: { locationID: number }) => c.locationID)).toEqual([center]);
    expect((await read('insights/getDonations', '2026-06-01', '2026-06-02', 'manager', null)).reasons).toEqual(
      reasons(6, { iron: 1, unrecorded: 1 }),
    );
    const asked = await read('insights/getVisitTimes', '2026-06-01', '2026-06-02', 'otherManager');
    expect(asked).toMatchObject({ centers: [], total: { visits: 0, medianMinutes: null, p90Minutes: null }, hours: [] });
    expect((await read('insights/getDonations', '2026-06-01', '2026-06-02', 'otherManager')).reasons).toEqual(reasons(0, {}));
    // The admin across both centers: the other center's 500 minutes and its deferral count.
    const all = await read('insights/getVisitTimes', '2026-06-01', '2026-06-02', 'admin', null);
    expect(all.total).toMatchObject({ visits: 6 });
    expect((await read('insights/getDonations', '2026-06-01', '2026-06-02', 'admin', null)).reasons).toEqual(
      reasons(7, { iron: 2, unrecorded: 1 }),
    );
  });

  it('keeps the rolled-up figures until the job recomputes a day a late correction marked, then reads the new ones', async () => {
    // Tuesday's 120-minute visit was 30 minutes and ended in a deferral for low iron.
    const res = await t.call(
      'staffVisits/correctVisit',
      {
        visitID: lateVisit,
        checkinTS: '2026-06-02T15:30:00Z',
        checkoutTS: '2026-06-02T16:00:00Z',
        donated: false,
        payments: [],
        screeningTests: [],
        deferral: { code: 'iron', until: '2026-07-15' },
        note: 'Deferred after the check; the check-out time was wrong',
      },
      { token: tokens.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    // Until the job runs, the dashboard reads the rolled-up day: the old figures.
    expect(await read('insights/getVisitTimes', '2026-06-01', '2026-06-02')).toMatchObject(before);
    expect((await read('insights/getDonations', '2026-06-01', '2026-06-02')).reasons).toEqual(reasons(6, { iron: 1, unrecorded: 1 }));

    await rollUpInsights({ db: t.database.db, clock: t.clock });
    // 30, 30, 45, 60, 90: the median 45, the 90th percentile 60 + 0.6 × 30.
    const times = await read('insights/getVisitTimes', '2026-06-01', '2026-06-02');
    expect(times).toMatchObject({
      total: { visits: 5, medianMinutes: 45, p90Minutes: 78 },
      weekdays: [before.weekdays[0], { weekday: 2, visits: 1, medianMinutes: 30, p90Minutes: 30 }],
      hours: [before.hours[0], before.hours[1], { hour: 10, visits: 2, medianMinutes: 60, p90Minutes: 84 }],
      withAppointment: { visits: 2, medianMinutes: 30, p90Minutes: 30 },
      withoutAppointment: before.withoutAppointment,
    });
    expect((await read('insights/getDonations', '2026-06-01', '2026-06-02')).reasons).toEqual(reasons(6, { iron: 2, unrecorded: 1 }));
  });
});
