import { DAY_MS, MINUTE_MS, dayInZone } from '@portal/contract';
import { arrivalWindows } from '../../features/booking/availability/arrival-windows';
import { loadBookingRules } from '../../features/booking/rules/booking-rules-store';
import type { BookableCenter } from '../../domain/center-schedules';
import type { StaffSessionInfo } from '../../service-context';
import type { Db } from '../client';
import type { DemoHistory } from './demo-history';
import type { ProgramBooking } from './demo-program-booking';
import type { DemoWaitlist } from './demo-waitlist';

/** Of the day's windows that have begun, one an hour is booked; the second of every four is missed. */
const WINDOWS_PER_HOUR = 3;
const MISSED_EVERY = 4;
const DONATION_MINUTES = 90;

export type CheckIn = (staff: StaffSessionInfo, appointmentId: string, at: Date) => Promise<void>;

/**
 * Today at the manager's center, as true at the seed's hour in the center's zone: of the hours already begun, a newcomer
 * an hour booked ahead, checked in by the manager at arrival; those done have their donation recorded, the last still
 * in a chair, the second of every four missed (the no-show job marks it once due). Then the rest of the day is full: newcomers
 * book every chair left, three more join the day's waitlist, and a cancellation just now is offered to the first of
 * them. Before opening nothing has begun; late in the day, when no window is left, no one waits.
 */
export async function seedCenterToday(
  db: Db,
  deps: { history: DemoHistory; booking: ProgramBooking; waitlist: DemoWaitlist; checkIn: CheckIn; manager: StaffSessionInfo },
  center: BookableCenter,
  now: Date,
): Promise<void> {
  const { history, booking, waitlist } = deps;
  const day = dayInZone(now, center.timeZone);
  const rules = await loadBookingRules(db);
  const begun = arrivalWindows(center.schedule, center.timeZone, day, rules.firstDonationMinutes).filter(
    (w, j) => j % WINDOWS_PER_HOUR === 0 && w.start <= now,
  );
  for (const [n, window] of begun.entries()) {
    const bookedAt = new Date(window.start.getTime() - (1 + (n % 4)) * DAY_MS);
    const donor = await waitlist.newcomer(new Date(bookedAt.getTime() - 30 * DAY_MS));
    const booked = await booking.book({ donorId: donor.id, locationId: center.id, target: window.start, bookedAt, firstDonation: true });
    const arrival = new Date(window.start.getTime() + (n % 2) * 5 * MINUTE_MS);
    if (!booked || n % MISSED_EVERY === 1 || arrival > now) continue;
    await deps.checkIn(deps.manager, booked.id, arrival);
    if (arrival.getTime() + DONATION_MINUTES * MINUTE_MS > now.getTime()) continue;
    await history.visit({
      donorNumber: donor.donorNumber,
      locationId: center.id,
      visitNumber: `${donor.donorNumber}-1`,
      checkinAt: arrival,
      durationMinutes: DONATION_MINUTES,
      paymentCents: 10_000,
    });
  }
  await booking.markNoShows(now);

  const joinedAt = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  // The three join 29, 28 and 27 minutes ago, each while the day's last window was still open to booking.
  const last = await waitlist.lastWindow(center, day);
  if (!last || last.start.getTime() < joinedAt(27).getTime() + center.schedule.minNoticeMinutes * MINUTE_MS) return;
  const filled = await waitlist.fill(center, day, joinedAt(29));
  for (const minutesAgo of [29, 28, 27]) await waitlist.join(center, day, joinedAt(minutesAgo));
  // The day's latest chair is freed: still open to booking when the waitlist runs.
  const cancelled = filled.at(-1);
  if (!cancelled) return;
  await booking.cancel(cancelled.donor.id, cancelled.booked, joinedAt(2));
  await waitlist.run(joinedAt(1));
}
