import type { AppointmentStatus, ServiceParams, VisitDeferralCode } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/factories/appointments';
import { createDonor } from '../../db/factories/donors';
import { createVisit } from '../../db/factories/visits';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import {
  appointments,
  auditLog,
  insightCenterDays,
  insightDirtyDays,
  insightRollupMarks,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index';
import { createBookableCenter } from '../../test/booking';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deferralReasons } from '@portal/contract/entities/insights';
import { rollUpInsights } from './rollup';

// The test clock: 2026-06-15 15:00 UTC, 10:00 in Austin and Houston (Chicago), 08:00 in Los Angeles.
let t: TestApp;
let austin: number;
let houston: number;
let la: number;
const tokens = { admin: '', manager: '' };
const visitIds: Record<string, string> = {};
let lateDonor = '';
let sequence = 0;

/** Records a visit through the console's own call (the ingestion, which marks late days), as an admin. */
async function visit(
  locationID: number,
  donorNumber: string,
  checkin: string,
  options: { donated?: boolean; name?: string; deferral?: VisitDeferralCode } = {},
) {
  sequence += 1;
  const donated = options.donated ?? true;
  const checkout = new Date(Date.parse(checkin) + 60 * 60_000).toISOString();
  const res = await t.call(
    'staffVisits/recordVisit',
    {
      donorNumber,
      locationID,
      visitNumber: `IN-${sequence}`,
      checkinTS: checkin,
      checkoutTS: checkout,
      donated,
      payments: donated ? [{ paymentDate: checkout, amount: 50 }] : [],
      screeningTests: [],
      deferral: options.deferral ? { code: options.deferral, until: '2026-03-15' } : null,
    },
    { token: tokens.admin },
  );
  expect(res.statusCode, res.body).toBe(200);
  if (options.name) visitIds[options.name] = res.json<{ visitID: string }>().visitID;
}

const call = async <
  K extends 'insights/getDonations' | 'insights/getFunnel' | 'insights/getToday' | 'insights/getVisitTimes' | 'insights/getBooking',
>(
  key: K,
  params: ServiceParams<K>,
  who: keyof typeof tokens = 'admin',
) => {
  const res = await t.call(key, params, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const range = { preset: 'custom' as const, from: '2025-12-01', to: '2026-06-15' };
const funnelRange = { preset: 'custom' as const, from: '2025-12-01', to: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp({ env: { POINTS_PER_DONATION: '100' } });
  const db = t.database.db;
  austin = (await createBookableCenter(t, { chairs: 4 })).id;
  houston = (await createLocation(db, { name: 'Houston insight center' })).id;
  la = (await createLocation(db, { name: 'Los Angeles insight center', timezone: 'America/Los_Angeles' })).id;
  const admin = await createStaff(db, 'admin');
  const manager = await createStaff(db, 'center_manager', { centerIds: [austin] });
  tokens.admin = await signInStaff(t, admin.email);
  tokens.manager = await signInStaff(t, manager.email);
  const donor = async (home: number) => (await createDonor(db, { homeLocationId: home })).donorNumber;
  const [d1, d2, d3, d4, d5, h1, l1] = [
    await donor(austin),
    await donor(austin),
    await donor(austin),
    await donor(austin),
    await donor(austin),
    await donor(houston),
    await donor(la),
  ] as [string, string, string, string, string, string, string];
  // Austin, by hand. d1: first 2025-12-15, second today (the last day of its six-month window): returned, 182 days.
  await visit(austin, d1, '2025-12-15T18:00:00Z');
  await visit(austin, d1, '2026-06-15T14:00:00Z');
  // d2: first 2025-12-14, second today: a day after its window closed (2026-06-14), not returned.
  await visit(austin, d2, '2025-12-14T18:00:00Z');
  await visit(austin, d2, '2026-06-15T14:00:00Z');
  // d3: first 2026-01-05, second 2026-01-19 (14 days), third 2026-02-01.
  await visit(austin, d3, '2026-01-05T18:00:00Z');
  await visit(austin, d3, '2026-01-19T18:00:00Z', { name: 'd3second' });
  await visit(austin, d3, '2026-02-01T18:00:00Z');
  lateDonor = d4;
  // d4: first 2026-02-10, no second (yet). d5: deferred 2026-03-01, first donation 2026-03-03.
  await visit(austin, d4, '2026-02-10T18:00:00Z');
  await visit(austin, d5, '2026-03-01T18:00:00Z', { donated: false, deferral: 'iron' });
  await visit(austin, d5, '2026-03-03T18:00:00Z');
  // Houston: a new donor who came back two days later. Los Angeles: 23:30 on June 14 there (June 15 in Chicago and UTC).
  await visit(houston, h1, '2026-01-07T18:00:00Z');
  await visit(houston, h1, '2026-01-09T18:00:00Z');
  await visit(la, l1, '2026-06-15T06:30:00Z');
  // Austin today: appointments in each state, a waitlist entry.
  const someone = (await createDonor(db, { homeLocationId: austin })).id;
  for (const [startsAt, status] of [
    ['2026-06-15T13:00:00Z', 'no_show'],
    ['2026-06-15T14:00:00Z', 'checked_in'],
    ['2026-06-15T14:20:00Z', 'completed'],
    ['2026-06-15T16:00:00Z', 'booked'],
    ['2026-06-15T16:00:00Z', 'cancelled'],
    ['2026-06-16T14:00:00Z', 'booked'],
  ] as const) {
    await createAppointment(db, { donorId: someone, locationId: austin, startsAt: new Date(startsAt), status });
  }
  await db.insert(waitlistEntries).values({
    donorId: someone,
    locationId: austin,
    day: '2026-06-15',
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  });
});
afterAll(() => t.close());

const austinDonations = {
  visits: 10,
  donations: 9,
  firstDonations: 5,
  returningDonations: 4,
  deferrals: 1,
  paidCents: 45_000,
};
const austinFunnel = { newDonors: 5, returned: 2, conversionPercent: 40, medianDaysToSecond: 14 };

describe('insights: figures known by hand, live and through the rollups', () => {
  it('counts donations, first-time and returning donors, deferrals and dollars (all live before any rollup)', async () => {
    const reply = await call('insights/getDonations', { ...range, locationID: austin });
    expect(reply.total).toEqual(austinDonations);
    expect(reply.days.find((d: { day: string }) => d.day === '2026-03-01')).toMatchObject({ visits: 1, donations: 0, deferrals: 1 });
    // d5's deferral for low iron: one visit in ten.
    expect(reply.reasons).toEqual(
      deferralReasons
        .map((reason) => ({ reason, deferrals: 0, percentOfVisits: 0 }))
        .map((r) => (r.reason === 'iron' ? { ...r, deferrals: 1, percentOfVisits: 10 } : r)),
    );
    expect(reply.range).toEqual({ from: '2025-12-01', to: '2026-06-15' });
  });

  it('reads the funnel with its window edges: the day six months on is in, the day after is out', async () => {
    const reply = await call('insights/getFunnel', { ...funnelRange, locationID: austin });
    expect(reply.total).toEqual(austinFunnel);
    expect(reply.months).toEqual([
      { month: '2025-12', newDonors: 2, returned: 1, conversionPercent: 50, medianDaysToSecond: 182 },
      { month: '2026-01', newDonors: 1, returned: 1, conversionPercent: 100, medianDaysToSecond: 14 },
      { month: '2026-02', newDonors: 1, returned: 0, conversionPercent: 0, medianDaysToSecond: null },
      { month: '2026-03', newDonors: 1, returned: 0, conversionPercent: 0, medianDaysToSecond: null },
    ]);
    const oneMonth = await call('insights/getFunnel', { ...funnelRange, locationID: austin, windowMonths: 1 });
    expect(oneMonth.total).toEqual({ newDonors: 5, returned: 1, conversionPercent: 20, medianDaysToSecond: 14 });
  });

  it('rolls past days up and reads the same figures from the rollup, today still live', async () => {
    expect(await rollUpInsights({ db: t.database.db, clock: t.clock })).toMatchObject({ days: expect.any(Number) });
    const marks = await t.database.db.select().from(insightRollupMarks).where(eq(insightRollupMarks.locationId, austin));
    expect(marks).toEqual([{ locationId: austin, throughDay: '2026-06-14' }]);
    const march = await t.database.db
      .select()
      .from(insightCenterDays)
      .where(and(eq(insightCenterDays.locationId, austin), eq(insightCenterDays.day, '2026-03-03')));
    expect(march).toEqual([
      { locationId: austin, day: '2026-03-03', visits: 1, donations: 1, firstDonations: 1, deferrals: 0, paidCents: 5000 },
    ]);
    expect((await call('insights/getDonations', { ...range, locationID: austin })).total).toEqual(austinDonations);
    expect((await call('insights/getFunnel', { ...funnelRange, locationID: austin })).total).toEqual(austinFunnel);
  });

  it('recomputes a rolled-up day after a late correction and a late visit, once the job has run', async () => {
    // d3's second donation becomes a deferral without payment: the third (2026-02-01, 27 days) becomes the second.
    const res = await t.call(
      'staffVisits/correctVisit',
      {
        visitID: visitIds.d3second ?? '',
        checkinTS: '2026-01-19T18:00:00Z',
        checkoutTS: '2026-01-19T19:00:00Z',
        donated: false,
        payments: [],
        screeningTests: [],
        deferral: null,
        note: 'The donation was not completed',
      },
      { token: tokens.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    const dirty = await t.database.db.select().from(insightDirtyDays).where(eq(insightDirtyDays.locationId, austin));
    expect(dirty.map((d) => d.day).sort()).toEqual(['2026-01-05', '2026-01-19', '2026-02-01']);
    // Until the job runs, the rolled-up days still hold the old figures: the dashboard reads the rollup.
    expect((await call('insights/getDonations', { ...range, locationID: austin })).total).toEqual(austinDonations);
    await rollUpInsights({ db: t.database.db, clock: t.clock });
    expect(await t.database.db.select().from(insightDirtyDays)).toEqual([]);
    const corrected = { ...austinDonations, donations: 8, returningDonations: 3, deferrals: 2, paidCents: 40_000 };
    const afterCorrection = await call('insights/getDonations', { ...range, locationID: austin });
    expect(afterCorrection.total).toEqual(corrected);
    // The corrected visit names no reason: two deferrals in ten visits, one for iron, one unrecorded.
    const reasonsAfter = afterCorrection.reasons.filter((r: { deferrals: number }) => r.deferrals > 0);
    expect(reasonsAfter).toEqual([
      { reason: 'iron', deferrals: 1, percentOfVisits: 10 },
      { reason: 'unrecorded', deferrals: 1, percentOfVisits: 10 },
    ]);
    expect((await call('insights/getFunnel', { ...funnelRange, locationID: austin })).total).toEqual({
      ...austinFunnel,
      medianDaysToSecond: 27,
    });
    // A late visit: d4 came back on 2026-03-01 (19 days), recorded only now; it marks that day and d4's first.
    await visit(austin, lateDonor, '2026-03-01T20:00:00Z');
    const marked = await t.database.db.select().from(insightDirtyDays);
    expect(marked.map((d) => d.day).sort()).toEqual(['2026-02-10', '2026-03-01']);
    await rollUpInsights({ db: t.database.db, clock: t.clock });
    expect((await call('insights/getFunnel', { ...funnelRange, locationID: austin })).total).toEqual({
      newDonors: 5,
      returned: 3,
      conversionPercent: 60,
      medianDaysToSecond: 27,
    });
    expect((await call('insights/getDonations', { ...range, locationID: austin })).total).toEqual({
      ...corrected,
      visits: 11,
      donations: 9,
      returningDonations: 4,
      paidCents: 45_000,
    });
  });

  it('takes each center’s own calendar: 23:30 in Los Angeles is still the day before', async () => {
    const day = (d: string) => call('insights/getDonations', { preset: 'custom', from: d, to: d, locationID: la });
    expect((await day('2026-06-14')).total).toMatchObject({ visits: 1, donations: 1, firstDonations: 1 });
    expect((await day('2026-06-15')).total).toMatchObject({ visits: 0 });
    expect((await call('insights/getDonations', { preset: 'today', locationID: la })).total).toMatchObject({ visits: 0 });
    const todayAustin = await call('insights/getDonations', { preset: 'today', locationID: austin });
    expect(todayAustin.total).toMatchObject({ visits: 2, donations: 2, firstDonations: 0, returningDonations: 2 });
  });

  it('shows today live at a center: booked against chairs per hour, checked in, waiting, no-shows, donations, waitlist', async () => {
    const reply = await call('insights/getToday', { locationID: austin }, 'manager');
    expect(reply.centers).toEqual([
      {
        locationID: austin,
        name: expect.any(String),
        day: '2026-06-15',
        booked: 4,
        checkedIn: 2,
        waiting: 1,
        noShows: 1,
        visits: 2,
        donations: 2,
        waitlist: 1,
        hours: [
          { hour: 8, booked: 1, capacity: 12 },
          { hour: 9, booked: 2, capacity: 12 },
          { hour: 11, booked: 1, capacity: 12 },
        ],
      },
    ]);
  });

  it('never shows a center manager another center’s numbers, even when she asks for it', async () => {
    const own = await call('insights/getDonations', range, 'manager');
    expect(own.centers.map((c: { locationID: number }) => c.locationID)).toEqual([austin]);
    const other = await call('insights/getDonations', { ...range, locationID: houston }, 'manager');
    expect(other).toMatchObject({ centers: [], days: [], total: { visits: 0 } });
    const funnel = await call('insights/getFunnel', { ...funnelRange, locationID: houston }, 'manager');
    expect(funnel.total).toMatchObject({ newDonors: 0 });
    expect((await call('insights/getToday', { locationID: houston }, 'manager')).centers).toEqual([]);
    // The admin sees Houston's donor who came back in two days.
    const houstonFunnel = await call('insights/getFunnel', { ...funnelRange, locationID: houston });
    expect(houstonFunnel.total).toEqual({ newDonors: 1, returned: 1, conversionPercent: 100, medianDaysToSecond: 2 });
  });

  it('answers 400 naming the field for a custom range without dates or backwards, and refuses donor care', async () => {
    const missing = await t.call('insights/getDonations', { preset: 'custom' } as never, { token: tokens.admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('from');
    const backwards = await t.call('insights/getFunnel', { preset: 'custom', from: '2026-02-01', to: '2026-01-01' } as never, {
      token: tokens.admin,
    });
    expect(backwards.statusCode).toBe(400);
    const care = await createStaff(t.database.db, 'donor_care');
    const denied = await t.call('insights/getToday', {} as never, { token: await signInStaff(t, care.email) });
    expect(denied.statusCode).toBe(403);
  });

  it('audits each CSV export', async () => {
    const res = await t.call(
      'insights/recordExport',
      { dashboard: 'funnel', chart: 'months', rows: 4, range: '2025-12-01 – 2026-03-31' },
      { token: tokens.manager },
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'insights/recordExport'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ objectType: 'dashboard', objectId: 'funnel', after: { chart: 'months', rows: 4 } });
  });
});

describe('insights: time in the center, by hand', () => {
  it('gives the median and 90th percentile by center, weekday, hour and appointment, in the center’s own days; never to another center’s manager', async () => {
    const db = t.database.db;
    const center = (await createLocation(db, { name: 'Time center' })).id;
    const donorId = (await createDonor(db, { homeLocationId: center })).id;
    const timed = async (checkin: string, minutes: number | null, withAppointment = false) => {
      const row = await createVisit(db, { donorId, locationId: center, checkinAt: new Date(checkin), durationMinutes: minutes });
      if (withAppointment) {
        const booked = await createAppointment(db, { donorId, locationId: center, startsAt: new Date(checkin), status: 'completed' });
        await db.update(appointments).set({ visitId: row.id }).where(eq(appointments.id, booked.id));
      }
    };
    // Chicago (UTC-5 in June). Monday June 1: 00:30 (45 min), 09:00 (30, booked), 09:10 (60), 10:00 (90).
    await timed('2026-06-01T05:30:00Z', 45);
    await timed('2026-06-01T14:00:00Z', 30, true);
    await timed('2026-06-01T14:10:00Z', 60);
    await timed('2026-06-01T15:00:00Z', 90);
    // Tuesday June 2: 10:30 (120, booked); 11:00 still open (not counted).
    await timed('2026-06-02T15:30:00Z', 120, true);
    await timed('2026-06-02T16:00:00Z', null);
    // 23:30 on Sunday May 31 there (June 1 in UTC): outside the range.
    await timed('2026-06-01T04:30:00Z', 200);

    const reply = await call('insights/getVisitTimes', { preset: 'custom', from: '2026-06-01', to: '2026-06-02', locationID: center });
    // 30, 45, 60, 90, 120: the median 60; the 90th percentile 90 + 0.6 × 30.
    expect(reply.total).toEqual({ visits: 5, medianMinutes: 60, p90Minutes: 108 });
    expect(reply.centers).toEqual([{ locationID: center, name: 'Time center', visits: 5, medianMinutes: 60, p90Minutes: 108 }]);
    expect(reply.weekdays).toEqual([
      { weekday: 1, visits: 4, medianMinutes: 52.5, p90Minutes: 81 },
      { weekday: 2, visits: 1, medianMinutes: 120, p90Minutes: 120 },
    ]);
    expect(reply.hours).toEqual([
      { hour: 0, visits: 1, medianMinutes: 45, p90Minutes: 45 },
      { hour: 9, visits: 2, medianMinutes: 45, p90Minutes: 57 },
      { hour: 10, visits: 2, medianMinutes: 105, p90Minutes: 117 },
    ]);
    expect(reply.withAppointment).toEqual({ visits: 2, medianMinutes: 75, p90Minutes: 111 });
    expect(reply.withoutAppointment).toEqual({ visits: 3, medianMinutes: 60, p90Minutes: 84 });

    // The Austin manager asking for this center finds none of its numbers.
    const manager = await call(
      'insights/getVisitTimes',
      { preset: 'custom', from: '2026-06-01', to: '2026-06-02', locationID: center },
      'manager',
    );
    expect(manager.centers).toEqual([]);
    expect(manager.total).toEqual({ visits: 0, medianMinutes: null, p90Minutes: null });
  });
});

describe('insights: booking, by hand', () => {
  it('gives no-show rates by center, weekday and hour, lead time, off-peak use and waitlist offers taken; never to another center’s manager', async () => {
    const db = t.database.db;
    const center = (await createLocation(db, { name: 'Booking center' })).id;
    const donorId = (await createDonor(db, { homeLocationId: center })).id;
    const DAY = 86_400_000;
    const book = async (startsAt: string, status: AppointmentStatus, leadDays: number, offPeak = false) => {
      const row = await createAppointment(db, {
        donorId,
        locationId: center,
        startsAt: new Date(startsAt),
        status,
        scheduledAt: new Date(Date.parse(startsAt) - leadDays * DAY),
      });
      if (offPeak) await db.update(appointments).set({ offPeakBonusPoints: 50 }).where(eq(appointments.id, row.id));
    };
    // Chicago (UTC-5 in June). Monday June 1: 09:00 completed (2 days ahead), 09:30 no-show (1, off-peak),
    // 10:00 checked in (4), 10:00 cancelled (left out).
    await book('2026-06-01T14:00:00Z', 'completed', 2);
    await book('2026-06-01T14:30:00Z', 'no_show', 1, true);
    await book('2026-06-01T15:00:00Z', 'checked_in', 4);
    await book('2026-06-01T15:00:00Z', 'cancelled', 9);
    // Tuesday June 2: 09:00 no-show (half a day ahead, off-peak), 11:00 still booked (3; not due).
    await book('2026-06-02T14:00:00Z', 'no_show', 0.5, true);
    await book('2026-06-02T16:00:00Z', 'booked', 3);
    // Waitlist offers for those days: one taken, one expired, one declined.
    const [entry] = await db
      .insert(waitlistEntries)
      .values({ donorId, locationId: center, day: '2026-06-01', createdAt: t.clock.now(), updatedAt: t.clock.now() })
      .returning();
    for (const [startsAt, status] of [
      ['2026-06-01T15:00:00Z', 'accepted'],
      ['2026-06-02T15:00:00Z', 'expired'],
      ['2026-06-02T15:30:00Z', 'declined'],
    ] as const) {
      await db.insert(waitlistOffers).values({
        entryId: entry!.id,
        donorId,
        locationId: center,
        startsAt: new Date(startsAt),
        expiresAt: new Date(startsAt),
        status,
        createdAt: new Date(Date.parse(startsAt) - DAY),
      });
    }

    const params = { preset: 'custom' as const, from: '2026-06-01', to: '2026-06-02', locationID: center };
    const reply = await call('insights/getBooking', params);
    // Five kept, four due, two no-shows; leads 0.5, 1, 2, 3, 4.
    const total = { appointments: 5, due: 4, noShows: 2, noShowPercent: 50, offPeak: 2, offPeakPercent: 40, medianLeadDays: 2 };
    const offers = { offered: 3, accepted: 1, takenPercent: 33.3 };
    expect(reply.total).toEqual({ ...total, offers });
    expect(reply.centers).toEqual([{ locationID: center, name: 'Booking center', ...total, offers }]);
    expect(reply.weekdays).toEqual([
      { weekday: 1, appointments: 3, due: 3, noShows: 1, noShowPercent: 33.3, offPeak: 1, offPeakPercent: 33.3, medianLeadDays: 2 },
      { weekday: 2, appointments: 2, due: 1, noShows: 1, noShowPercent: 100, offPeak: 1, offPeakPercent: 50, medianLeadDays: 1.8 },
    ]);
    expect(reply.hours).toEqual([
      { hour: 9, appointments: 3, due: 3, noShows: 2, noShowPercent: 66.7, offPeak: 2, offPeakPercent: 66.7, medianLeadDays: 1 },
      { hour: 10, appointments: 1, due: 1, noShows: 0, noShowPercent: 0, offPeak: 0, offPeakPercent: 0, medianLeadDays: 4 },
      { hour: 11, appointments: 1, due: 0, noShows: 0, noShowPercent: null, offPeak: 0, offPeakPercent: 0, medianLeadDays: 3 },
    ]);

    const manager = await call('insights/getBooking', params, 'manager');
    expect(manager.centers).toEqual([]);
    expect(manager.total).toMatchObject({ appointments: 0, noShowPercent: null, offers: { offered: 0, accepted: 0, takenPercent: null } });
  });
});

describe('insights: two donations at one moment', () => {
  it('counts one first donation, the one recorded with the lower id, live and through the rollup; the funnel counts her once', async () => {
    const db = t.database.db;
    const north = (await createLocation(db, { name: 'Tie north' })).id;
    const south = (await createLocation(db, { name: 'Tie south' })).id;
    const donor = (await createDonor(db, { homeLocationId: north })).donorNumber;
    await visit(north, donor, '2026-04-01T18:00:00Z', { name: 'tieNorth' });
    await visit(south, donor, '2026-04-01T18:00:00Z', { name: 'tieSouth' });
    const first = (visitIds.tieNorth ?? '') < (visitIds.tieSouth ?? '') ? north : south;
    const day = { preset: 'custom' as const, from: '2026-04-01', to: '2026-04-01' };
    const firsts = async () => ({
      north: (await call('insights/getDonations', { ...day, locationID: north })).total.firstDonations,
      south: (await call('insights/getDonations', { ...day, locationID: south })).total.firstDonations,
    });
    const expected = { north: first === north ? 1 : 0, south: first === south ? 1 : 0 };
    const funnel = { newDonors: 1, returned: 1, conversionPercent: 100, medianDaysToSecond: 0 };
    // New centers: nothing rolled up yet, so the first reads are live.
    expect(await firsts()).toEqual(expected);
    expect((await call('insights/getFunnel', { ...day, locationID: first })).total).toEqual(funnel);
    await rollUpInsights({ db, clock: t.clock });
    expect(await firsts()).toEqual(expected);
    expect((await call('insights/getFunnel', { ...day, locationID: first })).total).toEqual(funnel);
  });
});
