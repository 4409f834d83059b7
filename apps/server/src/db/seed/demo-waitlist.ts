import { DAY_MS, MINUTE_MS, WAITLIST_HOLD_MINUTES } from '@portal/contract';
import { arrivalWindows } from '../../features/booking/availability/arrival-windows';
import { loadBookingRules } from '../../features/booking/rules/booking-rules-store';
import { acceptWaitlistOffer, joinWaitlist, leaveWaitlist } from '../../features/booking/waitlist/waitlist';
import { runWaitlist } from '../../features/booking/waitlist/waitlist-offers';
import { openWindows } from '../../features/booking/waitlist/waitlist-chairs';
import type { BookableCenter } from '../../domain/center-schedules';
import { createMessenger } from '../../domain/messaging/messenger';
import { fixedClock } from '../../lib/clock';
import { createDonor } from '../factories/donors';
import type { Db } from '../client';
import type { Booked, ProgramBooking } from './demo-program-booking';

export interface Newcomer {
  id: string;
  donorNumber: string;
}

export interface FilledChair {
  donor: Newcomer;
  booked: Booked;
}

/** A waiting donor and her entry. */
export interface Waiter {
  donor: Newcomer;
  entryId: string;
}

/**
 * The waitlist at the demo manager's center made by the waitlist's own functions: newcomers book every chair a
 * first-time donor could still take (so the day is full), others join the day's waitlist, and the waitlist job
 * (`runWaitlist`, with the clock at its moment) offers the chairs that cancellations free.
 */
export function demoWaitlist(db: Db, booking: ProgramBooking, brandName: string) {
  let newcomers = 0;
  const newcomer = async (createdAt: Date): Promise<Newcomer> => {
    newcomers += 1;
    const donorNumber = `W${String(1_000_000 + newcomers)}`;
    const donor = await createDonor(db, {
      donorNumber,
      firstName: 'Center',
      lastName: `Newcomer ${newcomers}`,
      email: null,
      homeLocationId: 101,
      createdAt,
      password: null,
    });
    return { id: donor.id, donorNumber };
  };
  const firstDonationMinutes = async () => (await loadBookingRules(db)).firstDonationMinutes;

  return {
    newcomer,
    /** The day's last window a first-time donor can book. */
    async lastWindow(center: BookableCenter, day: string) {
      return arrivalWindows(center.schedule, center.timeZone, day, await firstDonationMinutes()).at(-1);
    },
    /** Every chair a first-time donor could still book on `day` at `at`, booked by a newcomer one to five days before. */
    async fill(center: BookableCenter, day: string, at: Date): Promise<FilledChair[]> {
      const filled: FilledChair[] = [];
      for (const { window, free } of await openWindows(db, center, day, await firstDonationMinutes(), at)) {
        for (let chair = 0; chair < free; chair += 1) {
          const bookedAt = new Date(at.getTime() - (1 + (newcomers % 5)) * DAY_MS);
          const donor = await newcomer(new Date(bookedAt.getTime() - 30 * DAY_MS));
          const booked = await booking.book({
            donorId: donor.id,
            locationId: center.id,
            target: window.start,
            bookedAt,
            firstDonation: true,
          });
          if (booked) filled.push({ donor, booked });
        }
      }
      return filled;
    },
    /** A newcomer joins the day's waitlist at `at`. */
    async join(center: BookableCenter, day: string, at: Date): Promise<Waiter> {
      const donor = await newcomer(new Date(at.getTime() - 30 * DAY_MS));
      const entry = await joinWaitlist(db, { donorId: donor.id, center, day, now: at, lang: 'en' });
      return { donor, entryId: entry.id };
    },
    /** The waitlist job runs at `at`: holds that are over end, free chairs are offered. */
    async run(at: Date): Promise<number> {
      const clock = fixedClock(at);
      return runWaitlist({ db, clock, messenger: createMessenger({ db, clock, brandName }), publicUrl: '' });
    },
    /** The waiter takes the chair offered to her (the demo sends no confirmations, as its other bookings). */
    async accept(center: BookableCenter, waiter: Waiter, at: Date): Promise<void> {
      await acceptWaitlistOffer(db, { donorId: waiter.donor.id, entryId: waiter.entryId, center, now: at, lang: 'en' }, async () => {});
    },
    /** The waiter declines the offer (she leaves the waitlist). */
    async decline(waiter: Waiter, at: Date): Promise<void> {
      await leaveWaitlist(db, waiter.donor.id, waiter.entryId, at);
    },
  };
}

export type DemoWaitlist = ReturnType<typeof demoWaitlist>;

/** After the hold of an offer made at `at`. */
export const afterHold = (at: Date) => new Date(at.getTime() + (WAITLIST_HOLD_MINUTES + 1) * MINUTE_MS);
