import { dayInZone, type Bilingual } from '@portal/contract';
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, donorDeferrals, donors, locations, visits } from '../../db/schema/index';
import type { Progress } from '../../domain/prescreening/progress';

/** What the booking rules look at for one donor. */
export interface DonorBookingState {
  /** The zone of the donor's "today" (her home center's; UTC without one). */
  timeZone: string;
  firstDonation: boolean;
  /** Calendar days, at each center, of completed donations and booked appointments in the last and next weeks. */
  donationDays: DonationDay[];
  /** Booked appointments still ahead, soonest first. */
  upcoming: { id: string; startsAt: Date; timeZone: string }[];
  deferral: { reason: Bilingual; until: string | null } | null;
}

export interface DonationDay {
  day: string;
  kind: 'visit' | 'appointment';
}

const HISTORY_MS = 15 * 86_400_000;
export const activeAppointmentStatuses = ['booked', 'checked_in'] as const;

/**
 * The donor's donations and appointments around now. `exceptAppointmentId`: the appointment being moved, which
 * no longer counts. Called inside the booking transaction, after the donor's row is locked.
 */
export async function loadDonorBookingState(db: Db, donorId: string, now: Date, exceptAppointmentId?: string): Promise<DonorBookingState> {
  const since = new Date(now.getTime() - HISTORY_MS);
  const [[donor], recentVisits, donated, booked] = await Promise.all([
    db
      .select({ status: donors.status, timeZone: locations.timezone })
      .from(donors)
      .leftJoin(locations, eq(locations.id, donors.homeLocationId))
      .where(eq(donors.id, donorId)),
    db
      .select({ at: visits.checkinAt, timeZone: locations.timezone })
      .from(visits)
      .innerJoin(locations, eq(locations.id, visits.locationId))
      .where(and(eq(visits.donorId, donorId), eq(visits.donated, true), gt(visits.checkinAt, since))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(visits)
      .where(and(eq(visits.donorId, donorId), eq(visits.donated, true))),
    db
      .select({ id: appointments.id, startsAt: appointments.startsAt, timeZone: locations.timezone })
      .from(appointments)
      .innerJoin(locations, eq(locations.id, appointments.locationId))
      .where(
        and(
          eq(appointments.donorId, donorId),
          inArray(appointments.status, [...activeAppointmentStatuses]),
          gt(appointments.startsAt, since),
          exceptAppointmentId ? ne(appointments.id, exceptAppointmentId) : undefined,
        ),
      )
      .orderBy(appointments.startsAt),
  ]);
  const timeZone = donor?.timeZone ?? 'UTC';
  const deferral = await activeDeferral(db, donorId, dayInZone(now, timeZone));
  return {
    timeZone,
    firstDonation: donor?.status === 'predonor' || (donated[0]?.n ?? 0) === 0,
    donationDays: [
      ...recentVisits.map((v) => ({ day: dayInZone(v.at, v.timeZone), kind: 'visit' as const })),
      ...booked.map((a) => ({ day: dayInZone(a.startsAt, a.timeZone), kind: 'appointment' as const })),
    ],
    upcoming: booked.filter((a) => a.startsAt > now),
    deferral,
  };
}

/**
 * The deferral in force today: the newest one without an end, or whose first allowed day (`until`) is after today.
 * Dismissing the notice on the home page hides the notice, not the deferral.
 */
async function activeDeferral(db: Db, donorId: string, today: string): Promise<DonorBookingState['deferral']> {
  const [row] = await db
    .select({ reason: donorDeferrals.reason, until: donorDeferrals.until })
    .from(donorDeferrals)
    .where(and(eq(donorDeferrals.donorId, donorId), or(isNull(donorDeferrals.until), gt(donorDeferrals.until, today))))
    .orderBy(sql`${donorDeferrals.until} is not null`, desc(donorDeferrals.until))
    .limit(1);
  return row ?? null;
}

/** The pre-screening step a pre-donor still has to finish, as the rules need it. */
export type PrescreeningGate = 'complete' | 'incomplete' | 'notEligible';

export function prescreeningGate(progress: Progress): PrescreeningGate {
  if (progress.state === 'notEligible') return 'notEligible';
  return progress.iscompleted ? 'complete' : 'incomplete';
}
