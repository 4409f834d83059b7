import { DAY_MS, HOUR_MS, MINUTE_MS } from '@portal/contract';
import type { Config } from '../../config';
import { createDonor } from '../factories/donors';
import type { Db } from '../client';
import type { DemoHistory } from './demo-history';
import { seedCenterVisits, seedCenterWaitlist } from './demo-center-visits';
import { dayAfter, programBooking, type Booked, type ProgramBooking } from './demo-program-booking';
import { seedProgramCampaign, CAMPAIGN_CENTERS } from './demo-program-campaign';
import { seedProgramCases, type CaseRules, type ProgramCase } from './demo-program-care';

/** The centers the program's donors give at: away from the centers the demo staff work at, whose day views tests read. */
const PROGRAM_CENTERS = [103, 104, 105, 106, 107, 108, 109, 110] as const;
const PROGRAM_DONORS = 48;
/** The campaign goes out before the latest booking of one of its recipients that is at least this old. */
const CAMPAIGN_BEFORE_MS = 3 * DAY_MS;

export type ProgramRules = CaseRules & Pick<Config, 'programTimeZone'> & { brandName: string; password: string };

interface ProgramDonor {
  i: number;
  id: string;
  donorNumber: string;
  locationId: number;
}

/** After the donor's last visit: a no-show (or a time still to come), a cancelled booking, or a booking for today. */
async function bookAfter(booking: ProgramBooking, donor: ProgramDonor, last: Date, now: Date): Promise<void> {
  const { i, id: donorId, locationId } = donor;
  const book = (target: Date, bookedAt: Date) => booking.book({ donorId, locationId, target, bookedAt, firstDonation: false });
  if (i % 5 === 2) {
    const booked = await book(dayAfter(last, 3, 16), new Date(last.getTime() + HOUR_MS));
    if (booked && booked.start.getTime() + 3 * HOUR_MS < now.getTime())
      await booking.markNoShows(new Date(booked.start.getTime() + 3 * HOUR_MS));
  } else if (i % 6 === 4) {
    const booked: Booked | null = await book(dayAfter(last, 4, 15), new Date(last.getTime() + HOUR_MS));
    const cancelAt = new Date(last.getTime() + DAY_MS);
    if (booked && cancelAt < now) await booking.cancel(donorId, booked, cancelAt);
  } else if (i % 4 === 1 && now.getTime() - last.getTime() > 3 * DAY_MS) {
    await book(new Date(now.getTime() + (1 + (i % 7)) * HOUR_MS), new Date(now.getTime() - 2 * DAY_MS));
  }
}

/**
 * A year of a donor program for the dashboards (issue 35), made by the domain like the rest of the demo: donors known
 * to the centers (those of `CAMPAIGN_CENTERS` with a portal account), first donations spread over the year; two in
 * three come back (days to the second from 3 to 40, a few after the six-month window), some keep donating weekly,
 * every seventh is deferred at a visit. Three visits in four are booked first through the booking path (1 to 6 days
 * ahead), the rest walk in; after their last visit some donors miss a booking, cancel one or have one today. The
 * manager's own center gets four weeks of its own (`demo-center-visits.ts`), checked in by her, full afternoons with a
 * waitlist over the year and a day today (`demo-waitlist-days.ts`, `demo-center-today.ts`). Donors
 * write to donor care and are answered; a campaign reaches the donors with an account. Deterministic: the same
 * program on every fresh demo (up to the hours of today's bookings).
 */
export async function seedDemoProgram(db: Db, history: DemoHistory, rules: ProgramRules, now: Date): Promise<void> {
  const booking = programBooking(db, rules.brandName);
  const cases: ProgramCase[] = [];
  /** When the campaign's recipients booked: the campaign goes out half a day before the latest of them. */
  const recipientBookings: number[] = [];
  /** Two in three of the campaign's recipients open it. */
  const openers = new Set<string>();
  for (let i = 0; i < PROGRAM_DONORS; i += 1) {
    const locationId = PROGRAM_CENTERS[i % PROGRAM_CENTERS.length] ?? 103;
    const donorNumber = `G${String(1_000_000 + i)}`;
    const withAccount = (CAMPAIGN_CENTERS as readonly number[]).includes(locationId);
    const donor = await createDonor(db, {
      donorNumber,
      firstName: 'Program',
      lastName: `Donor ${i + 1}`,
      email: null,
      homeLocationId: locationId,
      createdAt: new Date(now.getTime() - 366 * DAY_MS),
      password: withAccount ? rules.password : null,
    });
    const firstAge = 3 + ((i * 53) % 355);
    const ages = [firstAge];
    if (i % 3 !== 0) {
      // A few come back only after the six-month qualification window.
      const gap = i % 11 === 5 ? 190 : 3 + ((i * 7) % 38);
      for (let age = firstAge - gap, n = 0; age >= 1 && n < 1 + (i % 5); age -= 7, n += 1) ages.push(age);
    }
    if (withAccount && i % 3 !== 2) openers.add(donor.id);
    let visitNumber = 0;
    let donated = false;
    let lastCheckout = new Date(0);
    for (const age of ages) {
      visitNumber += 1;
      const target = new Date(now.getTime() - age * DAY_MS);
      target.setUTCHours(14 + (i % 6), (i * 13) % 60, 0, 0);
      const booked =
        (i + visitNumber) % 4 === 3
          ? null
          : await booking.book({
              donorId: donor.id,
              locationId,
              target,
              bookedAt: new Date(target.getTime() - (1 + ((i + visitNumber) % 6)) * DAY_MS),
              firstDonation: !donated,
            });
      if (booked && withAccount) recipientBookings.push(booked.bookedAt.getTime());
      // A booked donor arrives at her window or a few minutes after it; a walk-in when she comes.
      const checkinAt = booked ? new Date(booked.start.getTime() + (i % 3) * 5 * MINUTE_MS) : target;
      // Every seventh donor is deferred once, at a later visit.
      const deferred = i % 7 === 0 && visitNumber === 2;
      const visit = await history.visit({
        donorNumber,
        locationId,
        visitNumber: `G${i + 1}-${visitNumber}`,
        checkinAt,
        durationMinutes: 60 + ((i + visitNumber) % 6) * 10,
        donated: !deferred,
        paymentCents: visitNumber === 1 ? 10_000 : 5_000,
        vitals: { weight: 150 + (i % 40), bpsys: 112 + (i % 15), bpdia: 70 + (i % 10), pulserate: 64 + (i % 12), temperature: 98.2 },
      });
      donated ||= !deferred;
      lastCheckout = visit.checkoutAt;
    }
    await bookAfter(booking, { i, id: donor.id, donorNumber, locationId }, lastCheckout, now);
    if (i % 5 === 1 || (withAccount && i % 3 === 0)) {
      const at = new Date(Math.min(lastCheckout.getTime() + DAY_MS, now.getTime() - 2 * HOUR_MS));
      cases.push({ donorId: donor.id, firstName: 'Program', lastName: `Donor ${i + 1}`, locationId, at, kind: cases.length });
    }
  }
  await seedCenterVisits(db, history, booking, now);
  await seedCenterWaitlist(db, history, booking, rules.brandName, now);
  await seedProgramCases(db, rules, cases, now);
  const lastBooking = Math.max(...recipientBookings.filter((at) => at < now.getTime() - CAMPAIGN_BEFORE_MS));
  const campaignAt = new Date(Number.isFinite(lastBooking) ? lastBooking - 12 * HOUR_MS : now.getTime() - 20 * DAY_MS);
  await seedProgramCampaign(db, rules, campaignAt, (donorId) => openers.has(donorId));
}
