import { DAY_MS, MINUTE_MS, dayInZone } from '@portal/contract';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { BookableCenter } from '../../domain/center-schedules';
import type { Db } from '../client';
import { appointments, donors } from '../schema/index';
import type { DemoHistory } from './demo-history';
import type { ProgramBooking } from './demo-program-booking';
import { afterHold, type DemoWaitlist } from './demo-waitlist';

/** The past days the manager's center was full and had a waitlist, in days before the seed. */
export const WAITLIST_DAYS_AGO = [40, 75, 130, 200] as const;

/**
 * One full afternoon: newcomers take the day's last chairs, three more join the waitlist; a cancellation frees a
 * chair, offered to the first, who takes it; a second is offered to the next, who declines, then to the third, who
 * takes it on every other day and lets the hold run out on the others. The day's appointments end as visits, one as
 * a no-show.
 */
async function fullAfternoon(
  db: Db,
  waitlist: DemoWaitlist,
  booking: ProgramBooking,
  history: DemoHistory,
  center: BookableCenter,
  daysAgo: number,
  index: number,
  now: Date,
): Promise<void> {
  const day = dayInZone(new Date(now.getTime() - daysAgo * DAY_MS), center.timeZone);
  const last = await waitlist.lastWindow(center, day);
  if (!last) return;
  // Joined when only the day's last two windows are still open to booking.
  const at = (minutes: number) => new Date(last.start.getTime() - (center.schedule.minNoticeMinutes + 25 - minutes) * MINUTE_MS);
  // The chairs freed are of the last window, the only one still open to booking while the waitlist runs.
  const [second, first] = (await waitlist.fill(center, day, at(0))).slice(-2);
  const waiters = [
    await waitlist.join(center, day, at(1)),
    await waitlist.join(center, day, at(2)),
    await waitlist.join(center, day, at(3)),
  ];
  const [one, two, three] = waiters;
  if (!first || !second || !one || !two || !three) throw new Error('the demo waitlist day needs two bookings and three waiters');
  await booking.cancel(first.donor.id, first.booked, at(5));
  await waitlist.run(at(6));
  await waitlist.accept(center, one, at(8));
  await booking.cancel(second.donor.id, second.booked, at(10));
  await waitlist.run(at(11));
  await waitlist.decline(two, at(13));
  await waitlist.run(at(14));
  if (index % 2 === 0) await waitlist.accept(center, three, at(16));
  else await waitlist.run(afterHold(at(14)));
  await closeDay(db, booking, history, center, day, last.end);
}

/** The day's booked appointments at the center end as visits, the last one a no-show. */
async function closeDay(
  db: Db,
  booking: ProgramBooking,
  history: DemoHistory,
  center: BookableCenter,
  day: string,
  lastEnd: Date,
): Promise<void> {
  const dayStart = new Date(`${day}T00:00:00Z`);
  const booked = await db
    .select({ startsAt: appointments.startsAt, donorNumber: donors.donorNumber })
    .from(appointments)
    .innerJoin(donors, eq(donors.id, appointments.donorId))
    .where(
      and(
        eq(appointments.locationId, center.id),
        eq(appointments.status, 'booked'),
        gte(appointments.startsAt, new Date(dayStart.getTime() - DAY_MS)),
        lt(appointments.startsAt, new Date(dayStart.getTime() + 2 * DAY_MS)),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(donors.donorNumber));
  const ofDay = booked.filter((a) => dayInZone(a.startsAt, center.timeZone) === day);
  for (const [n, appointment] of ofDay.slice(0, -1).entries()) {
    await history.visit({
      donorNumber: appointment.donorNumber,
      locationId: center.id,
      visitNumber: `${appointment.donorNumber}-1`,
      checkinAt: new Date(appointment.startsAt.getTime() + (n % 3) * 5 * MINUTE_MS),
      durationMinutes: 95 + (n % 3) * 10,
      paymentCents: 10_000,
    });
  }
  await booking.markNoShows(new Date(lastEnd.getTime() + 3 * 60 * MINUTE_MS));
}

/** The manager's center's full afternoons of the past year, each with its waitlist offers taken and not. */
export async function seedWaitlistDays(
  db: Db,
  waitlist: DemoWaitlist,
  booking: ProgramBooking,
  history: DemoHistory,
  center: BookableCenter,
  now: Date,
): Promise<void> {
  for (const [index, daysAgo] of WAITLIST_DAYS_AGO.entries())
    await fullAfternoon(db, waitlist, booking, history, center, daysAgo, index, now);
}
