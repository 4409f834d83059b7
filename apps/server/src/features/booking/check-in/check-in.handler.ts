import type { Handler } from '../../../service-context';
import { recordAttendance } from './attendance';

export const checkInHandler: Handler<'appointment/checkIn'> = async (ctx, params) => ({
  status: 200,
  appointment: await recordAttendance(ctx, params.appointmentID, 'checked_in'),
});
