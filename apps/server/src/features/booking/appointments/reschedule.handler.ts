import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { findOwnAppointment } from './appointment-views';
import { rescheduleAppointment } from '../booking-transaction';
import { loadBookableCenter } from '../../../domain/center-schedules';
import { confirmation } from './confirmations';
import { WAITLIST_JOB } from '../scheduled-work';

/** Another donor's appointment id is 404, as an unknown one. The old window's chair goes to the waitlist. */
export const rescheduleHandler: Handler<'appointment/reschedule'> = async (ctx, params) => {
  const current = await findOwnAppointment(ctx.db, ctx.session.donorId, params.appointmentID);
  if (!current) throw new ServiceError(404, 'appointmentNotFound');
  const center = await loadBookableCenter(ctx.db, current.locationId);
  if (!center) throw new ServiceError(404, 'locationNotFound');
  const confirm = confirmation(ctx, 'rescheduled');
  const appointment = await rescheduleAppointment(
    ctx.db,
    {
      donorId: ctx.session.donorId,
      appointmentId: current.id,
      center,
      start: new Date(params.start),
      requestId: params.requestId,
      now: ctx.clock.now(),
      lang: ctx.lang,
    },
    confirm.changed,
  );
  await confirm.deliver();
  await ctx.jobs.trigger(WAITLIST_JOB);
  return { status: 200, appointment };
};
