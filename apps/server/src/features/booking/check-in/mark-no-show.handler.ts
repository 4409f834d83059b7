import type { Handler } from '../../../service-context';
import { recordAttendance } from './attendance';

export const markNoShowHandler: Handler<'appointment/markNoShow'> = async (ctx, params) => ({
  status: 200,
  appointment: await recordAttendance(ctx, params.appointmentID, 'no_show'),
});
