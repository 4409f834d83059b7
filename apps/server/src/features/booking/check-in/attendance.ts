import type { CenterDayAppointment } from '@portal/contract/services/booking/schedule/get-center-day';
import { and, eq } from 'drizzle-orm';
import { appointments, donors, locations } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { StaffContext } from '../../../service-context';
import { centerScope } from '../../../domain/center-scope';
import { recordAppointmentEvent } from '../../../domain/integration-events';
import { centerDayColumns, centerDayOf, toCenterDayAppointment } from '../schedule/center-day-rows';

export type Attendance = 'checked_in' | 'no_show';

/** What recording attendance reads of a staff call: the demo seed checks donors in with the same (`demo-center-visits.ts`). */
export type AttendanceContext = Pick<StaffContext, 'db' | 'clock' | 'staff' | 'audit'>;

/**
 * Records whether the donor came, in the call's transaction (the gateway's audited one): the appointment is locked and
 * read through the caller's centers (404 outside them), must be booked for today at its center (a no-show only once its
 * arrival window has begun), and the same answer again changes nothing. Any other state is 409.
 */
export async function recordAttendance(
  ctx: AttendanceContext,
  appointmentId: string,
  next: Attendance,
  /** How the donor was checked in when not by the day view's button: the audit row says so. */
  via?: 'checkInPass',
): Promise<CenterDayAppointment> {
  const [row] = await ctx.db
    .select({ ...centerDayColumns, donorId: appointments.donorId, timeZone: locations.timezone })
    .from(appointments)
    .innerJoin(donors, eq(donors.id, appointments.donorId))
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(and(eq(appointments.id, appointmentId), centerScope(ctx.staff, appointments.locationId)))
    .for('update', { of: appointments });
  if (!row) throw new ServiceError(404, 'appointmentNotFound');
  const now = ctx.clock.now();
  const audit = (after: Attendance) =>
    ctx.audit({
      donorId: row.donorId,
      objectType: 'appointment',
      objectId: row.id,
      before: { status: row.status },
      after: { status: after, ...(via ? { via } : {}) },
    });
  if (row.status === next) {
    audit(next);
    return toCenterDayAppointment(row, row.timeZone);
  }
  const today = centerDayOf(now, row.timeZone);
  const refused =
    row.status !== 'booked' || centerDayOf(row.startsAt, row.timeZone) !== today || (next === 'no_show' && row.startsAt > now);
  if (refused) throw new ServiceError(409, 'appointmentNotChangeable');
  await ctx.db
    .update(appointments)
    .set({ status: next, ...(next === 'checked_in' ? { checkedInAt: now } : {}) })
    .where(eq(appointments.id, row.id));
  await recordAppointmentEvent(ctx.db, now, row.id, { type: next === 'checked_in' ? 'appointment.checked_in' : 'appointment.no_show' });
  audit(next);
  return toCenterDayAppointment({ ...row, status: next }, row.timeZone);
}
