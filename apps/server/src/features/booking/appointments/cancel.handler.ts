import type { Handler } from '../../../service-context';
import { cancelAppointment } from '../booking-transaction';
import { confirmation } from './confirmations';
import { WAITLIST_JOB } from '../scheduled-work';

/** The chair is free at once; the waitlist's job is asked to offer it now rather than at the next minute. */
export const cancelHandler: Handler<'appointment/cancel'> = async (ctx, params) => {
  const confirm = confirmation(ctx, 'cancelled');
  const appointment = await cancelAppointment(ctx.db, ctx.session.donorId, params.appointmentID, ctx.clock.now(), confirm.changed);
  await confirm.deliver();
  await ctx.jobs.trigger(WAITLIST_JOB);
  return { status: 200, appointment };
};
