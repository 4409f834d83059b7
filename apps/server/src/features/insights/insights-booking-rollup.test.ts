import type { AppointmentStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../db/factories/appointments';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import {
  appointments,
  insightBookingHours,
  insightDirtyDays,
  insightOfferDays,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index';
import { createBookableCenter } from '../../test/booking';
import { signInStaff } from '../../test/sign-in';
import { runScheduledJob } from '../../test/scheduled-jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rollUpInsights } from './rollup';

// The test clock: 2026-06-15 15:00 UTC, 10:00 in Chicago (UTC-5 in June), where both centers are.
let t: TestApp;
let center: number;
let other: number;
const tokens = { admin: '', manager: '', otherManager: '' };
const DAY = 86_400_000;

/** An appointment written straight to its table, `leadDays` after its time was chosen, by a donor of its center. */
async function book(locationId: number, startsAt: string, status: AppointmentStatus, leadDays: number, offPeak = false) {
  const db = t.database.db;
  const donorId = (await createDonor(db, { homeLocationId: locationId })).id;
  const row = await createAppointment(db, {
    donorId,
    locationId,
    startsAt: new Date(startsAt),
    status,
    scheduledAt: new Date(Date.parse(startsAt) - leadDays * DAY),
  });
  if (offPeak) await db.update(appointments).set({ offPeakBonusPoints: 50 }).where(eq(appointments.id, row.id));
}

/** Waitlist offers of one entry for the given times and states. */
async function offer(locationId: number, offers: readonly (readonly [string, 'accepted' | 'expired' | 'declined'])[]) {
  const db = t.database.db;
  const donorId = (await createDonor(db, { homeLocationId: locationId })).id;
  const [entry] = await db
    .insert(waitlistEntries)
    .values({ donorId, locationId, day: '2026-06-01', createdAt: t.clock.now(), updatedAt: t.clock.now() })
    .returning();
  for (const [startsAt, status] of offers) {
    await db.insert(waitlistOffers).values({
      entryId: entry!.id,
      donorId,
      locationId,
      startsAt: new Date(startsAt),
      expiresAt: new Date(startsAt),
      status,
      createdAt: new Date(Date.parse(startsAt) - DAY),
    });
  }
}

const read = async (from: string, to: string, who: keyof typeof tokens = 'admin', locationID: number | null = center) => {
  const res = await t.call('insights/getBooking', { preset: 'custom', from, to, locationID }, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

// The figures of June 1–2 by hand (the same appointments as insights.test.ts's live read): five kept, four due, two
// no-shows; leads 0.5, 1, 2, 3 and 4 days.
const total = { appointments: 5, due: 4, noShows: 2, noShowPercent: 50, offPeak: 2, offPeakPercent: 40, medianLeadDays: 2 };
const offers = { offered: 3, accepted: 1, takenPercent: 33.3 };
const monday = {
  weekday: 1,
  appointments: 3,
  due: 3,
  noShows: 1,
  noShowPercent: 33.3,
  offPeak: 1,
  offPeakPercent: 33.3,
  medianLeadDays: 2,
};
const hours9and10 = [
  { hour: 9, appointments: 3, due: 3, noShows: 2, noShowPercent: 66.7, offPeak: 2, offPeakPercent: 66.7, medianLeadDays: 1 },
  { hour: 10, appointments: 1, due: 1, noShows: 0, noShowPercent: 0, offPeak: 0, offPeakPercent: 0, medianLeadDays: 4 },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  center = (await createBookableCenter(t)).id;
  other = (await createLocation(db, { name: 'Other booking center' })).id;
  tokens.admin = await signInStaff(t, (await createStaff(db, 'admin')).email);
  tokens.manager = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [center] })).email);
  tokens.otherManager = await signInStaff(t, (await createStaff(db, 'center_manager', { centerIds: [other] })).email);
  // 23:30 on Sunday May 31 in Chicago (June 1 in UTC): completed, a day ahead.
  await book(center, '2026-06-01T04:30:00Z', 'completed', 1);
  // Monday June 1: 09:00 completed (2 days ahead), 09:30 no-show (1, off-peak), 10:00 checked in (4), 10:00 cancelled.
  await book(center, '2026-06-01T14:00:00Z', 'completed', 2);
  await book(center, '2026-06-01T14:30:00Z', 'no_show', 1, true);
  await book(center, '2026-06-01T15:00:00Z', 'checked_in', 4);
  await book(center, '2026-06-01T15:00:00Z', 'cancelled', 9);
  // Tuesday June 2: 09:00 no-show (half a day ahead, off-peak), 11:00 still booked (3; not due until the no-show job).
  await book(center, '2026-06-02T14:00:00Z', 'no_show', 0.5, true);
  await book(center, '2026-06-02T16:00:00Z', 'booked', 3);
  await offer(center, [
    ['2026-06-01T15:00:00Z', 'accepted'],
    ['2026-06-02T15:00:00Z', 'expired'],
    ['2026-06-02T15:30:00Z', 'declined'],
  ]);
  // Today 09:00: checked in, two days ahead, and an offer taken: read live.
  await book(center, '2026-06-15T14:00:00Z', 'checked_in', 2);
  await offer(center, [['2026-06-15T16:00:00Z', 'accepted']]);
  // The other center on June 1: a no-show and an offer its manager sees and the first center's never does.
  await book(other, '2026-06-01T14:00:00Z', 'no_show', 7);
  await offer(other, [['2026-06-01T14:00:00Z', 'expired']]);
  await rollUpInsights({ db, clock: t.clock });
});
afterAll(() => t.close());

describe('insights: booking through the daily rollup', () => {
  it('writes the rollup rows in the center’s own days and hours, the lead time in hours: 23:30 on May 31 stays on May 31', async () => {
    const db = t.database.db;
    const may31 = await db
      .select()
      .from(insightBookingHours)
      .where(and(eq(insightBookingHours.locationId, center), eq(insightBookingHours.day, '2026-05-31')));
    expect(may31).toEqual([
      { locationId: center, day: '2026-05-31', hour: 23, leadHours: 24, appointments: 1, due: 1, noShows: 0, offPeak: 0 },
    ]);
    const june = await db.select().from(insightOfferDays).where(eq(insightOfferDays.locationId, center));
    expect(june.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { locationId: center, day: '2026-06-01', offered: 1, accepted: 1 },
      { locationId: center, day: '2026-06-02', offered: 2, accepted: 0 },
    ]);
    const reply = await read('2026-05-31', '2026-05-31');
    const one = { appointments: 1, due: 1, noShows: 0, noShowPercent: 0, offPeak: 0, offPeakPercent: 0, medianLeadDays: 1 };
    expect(reply.total).toEqual({ ...one, offers: { offered: 0, accepted: 0, takenPercent: null } });
    expect(reply.weekdays).toEqual([{ weekday: 7, ...one }]);
    expect(reply.hours).toEqual([{ hour: 23, ...one }]);
  });

  it('reads the figures known by hand from the rollup, and with today live beside it', async () => {
    const reply = await read('2026-06-01', '2026-06-02');
    expect(reply.total).toEqual({ ...total, offers });
    expect(reply.centers).toEqual([{ locationID: center, name: expect.any(String), ...total, offers }]);
    expect(reply.weekdays).toEqual([
      monday,
      { weekday: 2, appointments: 2, due: 1, noShows: 1, noShowPercent: 100, offPeak: 1, offPeakPercent: 50, medianLeadDays: 1.8 },
    ]);
    expect(reply.hours).toEqual([
      ...hours9and10,
      { hour: 11, appointments: 1, due: 0, noShows: 0, noShowPercent: null, offPeak: 0, offPeakPercent: 0, medianLeadDays: 3 },
    ]);
    // June 1 to today: today's appointment (two days ahead) and offer join; leads 0.5, 1, 2, 2, 3, 4: the median 2.
    const withToday = await read('2026-06-01', '2026-06-15');
    expect(withToday.total).toEqual({
      appointments: 6,
      due: 5,
      noShows: 2,
      noShowPercent: 40,
      offPeak: 2,
      offPeakPercent: 33.3,
      medianLeadDays: 2,
      offers: { offered: 4, accepted: 2, takenPercent: 50 },
    });
  });

  it('never shows a center manager another center’s numbers; her own center’s are the admin’s', async () => {
    const own = await read('2026-06-01', '2026-06-02', 'manager', null);
    expect(own.total).toEqual({ ...total, offers });
    expect(own.centers.map((c: { locationID: number }) => c.locationID)).toEqual([center]);
    const asked = await read('2026-06-01', '2026-06-02', 'otherManager');
    expect(asked).toMatchObject({ centers: [], weekdays: [], hours: [] });
    expect(asked.total).toMatchObject({ appointments: 0, noShowPercent: null, offers: { offered: 0, accepted: 0, takenPercent: null } });
    const theirs = await read('2026-06-01', '2026-06-02', 'otherManager', null);
    expect(theirs.total).toMatchObject({ appointments: 1, due: 1, noShows: 1, medianLeadDays: 7, offers: { offered: 1, accepted: 0 } });
    // The admin across both centers: the other center's no-show and offer too.
    const all = await read('2026-06-01', '2026-06-02', 'admin', null);
    expect(all.total).toMatchObject({ appointments: 6, due: 5, noShows: 3, noShowPercent: 60, offers: { offered: 4, accepted: 1 } });
  });

  it('keeps the rolled-up figures until the job recomputes a day a late no-show marked, then reads the new ones', async () => {
    const db = t.database.db;
    // The no-show job runs late: Tuesday's 11:00 appointment, rolled up as booked, becomes a no-show and marks its day.
    await runScheduledJob(t, 'appointment-no-shows');
    const late = await db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.locationId, center), eq(appointments.startsAt, new Date('2026-06-02T16:00:00Z'))));
    expect(late).toEqual([{ status: 'no_show' }]);
    expect(await db.select({ day: insightDirtyDays.day }).from(insightDirtyDays).where(eq(insightDirtyDays.locationId, center))).toEqual([
      { day: '2026-06-02' },
    ]);
    // Until the job runs, the dashboard reads the rolled-up day: the old figures.
    expect((await read('2026-06-01', '2026-06-02')).total).toEqual({ ...total, offers });

    await rollUpInsights({ db, clock: t.clock });
    const reply = await read('2026-06-01', '2026-06-02');
    expect(reply.total).toEqual({ ...total, due: 5, noShows: 3, noShowPercent: 60, offers });
    expect(reply.weekdays).toEqual([
      monday,
      { weekday: 2, appointments: 2, due: 2, noShows: 2, noShowPercent: 100, offPeak: 1, offPeakPercent: 50, medianLeadDays: 1.8 },
    ]);
    expect(reply.hours).toEqual([
      ...hours9and10,
      { hour: 11, appointments: 1, due: 1, noShows: 1, noShowPercent: 100, offPeak: 0, offPeakPercent: 0, medianLeadDays: 3 },
    ]);
  });
});
