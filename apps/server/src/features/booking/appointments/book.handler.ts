import type { Handler } from '../../../service-context';
import { bookAppointment } from '../booking-transaction';
import { loadCenterOpenToBooking } from '../../../domain/center-schedules';
import { confirmation } from './confirmations';

export const bookHandler: Handler<'appointment/book'> = async (ctx, params) => {
  const center = await loadCenterOpenToBooking(ctx.db, params.locationID);
  const confirm = confirmation(ctx, 'booked');
  const appointment = await bookAppointment(
    ctx.db,
    {
      donorId: ctx.session.donorId,
      center,
      start: new Date(params.start),
      requestId: params.requestId,
      now: ctx.clock.now(),
      lang: ctx.lang,
    },
    confirm.changed,
  );
  await confirm.deliver();
  return { status: 200, appointment };
};
