import { DAY_MS, HOUR_MS, dayInZone } from '@portal/contract';
import type { Db } from '../client';
import { arrivalWindows, type ArrivalWindow } from '../../features/booking/availability/arrival-windows';
import { bookAppointment, cancelAppointment } from '../../features/booking/booking-transaction';
import { markDueNoShows } from '../../features/booking/no-shows';
import { loadBookingRules } from '../../features/booking/rules/booking-rules-store';
import { loadBookableCenter, type BookableCenter } from '../../domain/center-schedules';
import { createMessenger } from '../../domain/messaging/messenger';
import { fixedClock } from '../../lib/clock';
import { ServiceError } from '../../lib/service-error';

export interface ProgramBooking {
  /** The window nearest `target` on its day at the center with a chair left, booked at `bookedAt`; null when there is none. */
  book(input: { donorId: string; locationId: number; target: Date; bookedAt: Date; firstDonation: boolean }): Promise<Booked | null>;
  /** The donor cancels the appointment at `at`. */
  cancel(donorId: string, booked: Booked, at: Date): Promise<void>;
  /** The no-show job runs at `at`: booked appointments nobody checked in are marked. */
  markNoShows(at: Date): Promise<number>;
}

export interface Booked {
  id: string;
  start: Date;
  /** When the donor booked it. */
  bookedAt: Date;
}

/**
 * The program's appointments made by the booking path the donors use (`bookAppointment`: the rules, the windows, a
 * chair claimed), cancelled by the donor's own cancel and marked by the no-show job, each with the clock set to its
 * moment; a visit recorded at the same center and day completes one as it does in production.
 */
export function programBooking(db: Db, brandName: string): ProgramBooking {
  const centers = new Map<number, BookableCenter>();
  let requests = 0;
  const center = async (locationId: number) => {
    const known = centers.get(locationId) ?? (await loadBookableCenter(db, locationId));
    if (!known) throw new Error(`demo center ${locationId} has no schedule`);
    centers.set(locationId, known);
    return known;
  };
  const byDistance = (windows: ArrivalWindow[], target: Date) =>
    windows
      .map((w) => ({ w, distance: Math.abs(w.start.getTime() - target.getTime()) }))
      .sort((a, b) => a.distance - b.distance)
      .map(({ w }) => w);

  return {
    async book({ donorId, locationId, target, bookedAt, firstDonation }) {
      const bookable = await center(locationId);
      const rules = await loadBookingRules(db);
      const minutes = firstDonation ? rules.firstDonationMinutes : rules.returnDonationMinutes;
      const windows = byDistance(
        arrivalWindows(bookable.schedule, bookable.timeZone, dayInZone(target, bookable.timeZone), minutes),
        target,
      );
      // The nearest window with a chair left, as a donor takes the next time when hers is full (late in the day, several
      // targets past closing share the last window).
      for (const window of windows) {
        requests += 1;
        // A fixed request id per booking: the demo is the same on every first start.
        const requestId = `00000000-0000-4000-9000-${String(requests).padStart(12, '0')}`;
        const now = new Date(Math.min(bookedAt.getTime(), window.start.getTime() - 3 * HOUR_MS));
        try {
          const appointment = await bookAppointment(db, { donorId, center: bookable, start: window.start, requestId, now, lang: 'en' });
          return { id: appointment.id, start: window.start, bookedAt: now };
        } catch (error) {
          if (!(error instanceof ServiceError && error.code === 'slotUnavailable')) throw error;
        }
      }
      return null;
    },
    async cancel(donorId, booked, at) {
      await cancelAppointment(db, donorId, booked.id, at);
    },
    async markNoShows(at) {
      const clock = fixedClock(at);
      return markDueNoShows({ db, clock, messenger: createMessenger({ db, clock, brandName }), publicUrl: '' });
    },
  };
}

/** `days` days after `from`, at the given UTC hour. */
export function dayAfter(from: Date, days: number, utcHour: number): Date {
  const at = new Date(from.getTime() + days * DAY_MS);
  at.setUTCHours(utcHour, 0, 0, 0);
  return at;
}
