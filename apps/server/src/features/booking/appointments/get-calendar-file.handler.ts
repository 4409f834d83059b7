import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { findOwnAppointment } from './appointment-views';
import { appointmentCalendarFile } from './calendar-file';
import { centerDayOf } from '../schedule/center-day-rows';
import { activeAppointmentStatuses } from '../donor-booking-state';

/** Only the donor's own appointment (404 for anyone else's), while it is booked or checked in (409 once cancelled or over). */
export const getCalendarFileHandler: Handler<'appointment/getCalendarFile'> = async (ctx, params) => {
  const row = await findOwnAppointment(ctx.db, ctx.session.donorId, params.appointmentID);
  if (!row) throw new ServiceError(404, 'appointmentNotFound');
  if (!(activeAppointmentStatuses as readonly string[]).includes(row.status)) throw new ServiceError(409, 'appointmentNotChangeable');
  return {
    status: 200,
    fileName: `donation-${centerDayOf(row.startsAt, row.timeZone)}.ics`,
    content: appointmentCalendarFile(row, ctx.lang, ctx.publicUrl),
  };
};
