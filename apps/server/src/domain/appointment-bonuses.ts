import { DAY_MS, dayInZone } from '@portal/contract';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Bindable } from '../db/prepared-statement';
import {
  appointments,
  bookingRules,
  centerSchedules,
  locations,
  pointsLedger,
  visits,
  type AppointmentBonusReason,
} from '../db/schema/index';
import { appendLedgerEntry, currentBalance } from './points-ledger';

/** Arrival windows of a center without a booking set-up (never the case for a booked appointment). */
const DEFAULT_SLOT_MINUTES = 20;

export interface BonusChange {
  pointsChange: number;
  shortfall: number;
}

interface LinkedAppointment {
  id: string;
  donorId: string;
  startsAt: Date;
  offPeakBonusPoints: number;
  checkedInAt: Date | null;
  slotMinutes: number | null;
  donated: boolean;
  visitCheckinAt: Date;
}

/** A recorded visit as its appointment is found by: the donor, the center, the check-in and the center's time zone. */
export interface VisitAtCenter {
  donorId: string;
  locationId: number;
  checkinAt: Date;
  timeZone: string;
}

export interface AppointmentCandidate {
  id: string;
  startsAt: Date;
  visitId: string | null;
}

/** Where and when a visit's appointment is looked for: the donor's at the visit's center, within a day of its check-in. */
export interface CandidateSearch<D = Date> {
  donorId: Bindable<string>;
  locationId: Bindable<number>;
  after: D;
  before: D;
}

export function candidateSearch(visit: Omit<VisitAtCenter, 'timeZone'>): CandidateSearch {
  const checkin = visit.checkinAt.getTime();
  return { donorId: visit.donorId, locationId: visit.locationId, after: new Date(checkin - DAY_MS), before: new Date(checkin + DAY_MS) };
}

/**
 * The appointments a visit may complete, as a query (run, or embedded in a larger statement): the one already linked to
 * the visit (none for a visit being inserted: `visitId` null), else the donor's booked or checked-in ones at the visit's
 * center within a day of its check-in (`candidateSearch`), not yet linked to another visit.
 */
export function appointmentCandidates(db: Db, search: CandidateSearch<Bindable<Date>>, visitId: string | null) {
  return db
    .select({ id: appointments.id, startsAt: appointments.startsAt, visitId: appointments.visitId })
    .from(appointments)
    .where(
      and(
        eq(appointments.donorId, search.donorId),
        or(
          visitId === null ? undefined : eq(appointments.visitId, visitId),
          and(
            eq(appointments.locationId, search.locationId),
            inArray(appointments.status, ['booked', 'checked_in']),
            isNull(appointments.visitId),
            gt(appointments.startsAt, search.after),
            lt(appointments.startsAt, search.before),
          ),
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** A stored visit's donor, center, check-in and the center's time zone. */
async function readVisitAtCenter(tx: Db, visitId: string): Promise<VisitAtCenter | null> {
  const [visit] = await tx
    .select({ donorId: visits.donorId, locationId: visits.locationId, checkinAt: visits.checkinAt, timeZone: locations.timezone })
    .from(visits)
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(eq(visits.id, visitId));
  return visit ?? null;
}

/** What a caller that has just inserted the visit already knows: no need to read it back. */
export interface FoundAppointments {
  visit: VisitAtCenter;
  candidates: AppointmentCandidate[];
}

/**
 * The donor's appointment a visit completes: the one already linked to it, else a candidate on the visit's calendar day
 * at its center (the rules allow one donation a day, so there is at most one), which it links. The caller holds the
 * donor's row lock.
 */
async function linkAppointment(tx: Db, visitId: string, found?: FoundAppointments): Promise<string | null> {
  const visit = found?.visit ?? (await readVisitAtCenter(tx, visitId));
  if (!visit) return null;
  const candidates = found?.candidates ?? (await appointmentCandidates(tx, candidateSearch(visit), visitId));
  const linked = candidates.find((candidate) => candidate.visitId === visitId);
  if (linked) return linked.id;
  if (candidates.length === 0) return null;
  const day = dayInZone(visit.checkinAt, visit.timeZone);
  const match = candidates.find((candidate) => dayInZone(candidate.startsAt, visit.timeZone) === day);
  if (!match) return null;
  await tx.update(appointments).set({ visitId }).where(eq(appointments.id, match.id));
  return match.id;
}

async function loadLinked(tx: Db, appointmentId: string): Promise<LinkedAppointment | null> {
  const [row] = await tx
    .select({
      id: appointments.id,
      donorId: appointments.donorId,
      startsAt: appointments.startsAt,
      offPeakBonusPoints: appointments.offPeakBonusPoints,
      checkedInAt: appointments.checkedInAt,
      slotMinutes: centerSchedules.slotMinutes,
      donated: visits.donated,
      visitCheckinAt: visits.checkinAt,
    })
    .from(appointments)
    .innerJoin(visits, eq(visits.id, appointments.visitId))
    .leftJoin(centerSchedules, eq(centerSchedules.locationId, appointments.locationId))
    .where(eq(appointments.id, appointmentId));
  return row ?? null;
}

/**
 * Checked in within the arrival window: from its start to the next window's start. The staff check-in counts; a visit
 * sent by a center's system without one counts by its own check-in time.
 */
export function arrivedOnTime(
  appointment: Pick<LinkedAppointment, 'startsAt' | 'checkedInAt' | 'slotMinutes' | 'visitCheckinAt'>,
): boolean {
  const arrival = (appointment.checkedInAt ?? appointment.visitCheckinAt).getTime();
  const start = appointment.startsAt.getTime();
  return arrival >= start && arrival < start + (appointment.slotMinutes ?? DEFAULT_SLOT_MINUTES) * 60_000;
}

interface BonusEntries {
  /** The bonus entry itself, once paid: the amount every later correction works to. */
  granted: number | null;
  sum: number;
  /** What the newest correction entry could not take back. */
  shortfall: number;
}

async function bonusEntries(tx: Db, appointment: LinkedAppointment): Promise<Map<AppointmentBonusReason, BonusEntries>> {
  const rows = await tx
    .select({ kind: pointsLedger.kind, points: pointsLedger.points, details: pointsLedger.details })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.donorId, appointment.donorId), sql`${pointsLedger.details}->>'appointmentId' = ${appointment.id}`))
    .orderBy(asc(pointsLedger.id));
  const byReason = new Map<AppointmentBonusReason, BonusEntries>();
  for (const row of rows) {
    const { details } = row;
    if (details.reason !== 'offPeakBonus' && details.reason !== 'onTimeBonus') continue;
    const entries = byReason.get(details.reason) ?? { granted: null, sum: 0, shortfall: 0 };
    entries.sum += row.points;
    if (row.kind === 'bonus') entries.granted = row.points;
    else entries.shortfall = details.shortfall ?? 0;
    byReason.set(details.reason, entries);
  }
  return byReason;
}

/**
 * Links a recorded visit to the appointment it completes (same donor, center and day) and books what the appointment's
 * booking bonuses call for, in the caller's transaction, after the donor's row is locked: the off-peak bonus promised at
 * booking and the on-time bonus, each paid once per appointment ever (idempotency keys) when the donation is completed.
 * With a visit correction (`correctionId`), a bonus the corrected visit no longer earns is taken back by a `corrected`
 * entry (at most the balance; the rest written off as its shortfall), and one it earns again is paid back the same way.
 * The appointment becomes `completed` with a donation, `checked_in` without one (the donor came). `found`: the visit's
 * facts and candidate appointments when the caller has them (a visit just inserted), else they are read.
 */
export async function settleAppointmentBonuses(
  tx: Db,
  input: { visitId: string; at: Date; correctionId?: string; found?: FoundAppointments },
): Promise<BonusChange> {
  const change: BonusChange = { pointsChange: 0, shortfall: 0 };
  const appointmentId = await linkAppointment(tx, input.visitId, input.found);
  if (!appointmentId) return change;
  const appointment = await loadLinked(tx, appointmentId);
  if (!appointment) return change;
  await tx
    .update(appointments)
    .set({ status: appointment.donated ? 'completed' : 'checked_in' })
    .where(eq(appointments.id, appointment.id));

  const [rules] = await tx.select({ onTime: bookingRules.onTimeBonusPoints }).from(bookingRules).where(eq(bookingRules.id, 1));
  const booked = await bonusEntries(tx, appointment);
  const earns: Record<AppointmentBonusReason, { earned: boolean; amount: number }> = {
    offPeakBonus: { earned: appointment.donated, amount: appointment.offPeakBonusPoints },
    onTimeBonus: { earned: appointment.donated && arrivedOnTime(appointment), amount: rules?.onTime ?? 0 },
  };

  for (const reason of ['offPeakBonus', 'onTimeBonus'] as const) {
    const entries = booked.get(reason) ?? { granted: null, sum: 0, shortfall: 0 };
    const amount = entries.granted ?? earns[reason].amount;
    const target = earns[reason].earned ? amount : 0;
    const details = { reason, appointmentId: appointment.id, visitId: input.visitId };
    if (entries.granted === null) {
      if (target <= 0) continue;
      const entry = await appendLedgerEntry(tx, {
        donorId: appointment.donorId,
        kind: 'bonus',
        points: target,
        details,
        visitId: input.visitId,
        idempotencyKey: `appointment-bonus:${reason}:${appointment.id}`,
        at: input.at,
      });
      if (entry) change.pointsChange += target;
      continue;
    }
    if (!input.correctionId || entries.sum - entries.shortfall === target) continue;
    const wanted = target - entries.sum;
    const points = wanted >= 0 ? wanted : Math.max(wanted, -(await currentBalance(tx, appointment.donorId)));
    const shortfall = points - wanted;
    await appendLedgerEntry(tx, {
      donorId: appointment.donorId,
      kind: 'corrected',
      points,
      details: { ...details, correctionId: input.correctionId, shortfall },
      visitId: input.visitId,
      idempotencyKey: `appointment-bonus:${reason}:${appointment.id}:${input.correctionId}`,
      at: input.at,
    });
    change.pointsChange += points;
    change.shortfall += shortfall;
  }
  return change;
}
