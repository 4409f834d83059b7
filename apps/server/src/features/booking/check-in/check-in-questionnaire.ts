import { addDays, dayInZone, zonedInstant, type PageAnswers } from '@portal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentCheckIns, screeningChecks } from '../../../db/schema/index';
import type { CheckInDocument } from '../../../domain/check-documents';
import { ServiceError } from '../../../lib/service-error';
import { findActiveCheck, type Check } from '../../../domain/prescreening/check-content';
import { createVersion, publishVersion } from '../../../domain/screening-versions/versions';
import { findOwnAppointment, type AppointmentRow } from '../appointments/appointment-views';

export type CheckInRow = typeof appointmentCheckIns.$inferSelect;

/**
 * Makes `document` the questionnaire every express check-in answers from now on (the one before stays stored for the
 * check-ins that began with it). The demo data goes through here too.
 */
export async function publishCheckInQuestionnaire(db: Db, id: string, document: CheckInDocument, at: Date): Promise<void> {
  const draft = await createVersion(db, 'checkin', document, at, id);
  await publishVersion(db, draft, draft.revision, { lang: 'en', prefix: '', at });
}

/** The end of the appointment's calendar day at its center: when its pass expires. */
export function dayEnd(appointment: Pick<AppointmentRow, 'startsAt' | 'timeZone'>): Date {
  return zonedInstant(addDays(dayInZone(appointment.startsAt, appointment.timeZone), 1), '00:00', appointment.timeZone);
}

/**
 * One of the donor's appointments open for express check-in now: 404 for anyone else's, 409 `checkInNotToday` on any
 * other day than its own at its center, 409 `checkInClosed` once it is no longer booked or checked in.
 */
export async function openCheckIn(db: Db, donorId: string, appointmentId: string, now: Date): Promise<AppointmentRow> {
  const appointment = await findOwnAppointment(db, donorId, appointmentId);
  if (!appointment) throw new ServiceError(404, 'appointmentNotFound');
  if (appointment.status !== 'booked' && appointment.status !== 'checked_in') throw new ServiceError(409, 'checkInClosed');
  if (dayInZone(appointment.startsAt, appointment.timeZone) !== dayInZone(now, appointment.timeZone)) {
    throw new ServiceError(409, 'checkInNotToday');
  }
  return appointment;
}

export async function findCheckIn(db: Db, appointmentId: string): Promise<CheckInRow | null> {
  const [row] = await db.select().from(appointmentCheckIns).where(eq(appointmentCheckIns.appointmentId, appointmentId));
  return row ?? null;
}

/** The questionnaire of a check-in: the one it began with, else the one in force. */
export async function questionnaireOf(db: Db, checkIn: CheckInRow | null): Promise<Check<CheckInDocument>> {
  if (checkIn) {
    const [row] = await db
      .select({ id: screeningChecks.id, document: screeningChecks.document })
      .from(screeningChecks)
      .where(eq(screeningChecks.id, checkIn.checkId));
    if (row?.document.kind === 'checkin') return { id: row.id, document: row.document };
  }
  const active = await findActiveCheck(db, 'checkin');
  if (!active) throw new ServiceError(404, 'checkNotFound');
  return active;
}

/**
 * Saves one page in one statement (the page's entry replaces an earlier one, so two tabs saving different pages both
 * keep theirs) while the questionnaire is not complete (409 `checkInClosed` after). Answers the pages saved so far.
 */
export async function saveCheckInPage(
  db: Db,
  input: { appointmentId: string; checkId: string; pageIndex: number; answers: PageAnswers; now: Date },
): Promise<CheckInRow> {
  const entry = JSON.stringify({ [String(input.pageIndex)]: input.answers });
  const [saved] = await db
    .insert(appointmentCheckIns)
    .values({
      appointmentId: input.appointmentId,
      checkId: input.checkId,
      answers: { [String(input.pageIndex)]: input.answers },
      startedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: appointmentCheckIns.appointmentId,
      set: { answers: sql`${appointmentCheckIns.answers} || ${entry}::jsonb`, updatedAt: input.now },
      setWhere: isNull(appointmentCheckIns.completedAt),
    })
    .returning();
  if (!saved) throw new ServiceError(409, 'checkInClosed');
  return saved;
}

/** Every page saved: the questionnaire is complete and its pass's short code is kept (once). */
export async function completeCheckIn(db: Db, appointmentId: string, passCode: string, now: Date): Promise<void> {
  await db
    .update(appointmentCheckIns)
    .set({ completedAt: now, passCode })
    .where(and(eq(appointmentCheckIns.appointmentId, appointmentId), isNull(appointmentCheckIns.completedAt)));
}
