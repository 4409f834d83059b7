import type { Handler } from '../service-context';
import { cancelAppointment } from './booking-transaction';

export const cancelHandler: Handler<'appointment/cancel'> = async (ctx, params) => ({
  status: 200,
  appointment: await cancelAppointment(ctx.db, ctx.session.donorId, params.appointmentID, ctx.clock.now()),
});
