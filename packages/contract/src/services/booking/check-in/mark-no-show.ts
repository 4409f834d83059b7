import { z } from 'zod';
import { centerDayRoles } from '../../../entities/booking';
import { defineService, okStatus } from '../../../gateway';
import { centerDayAppointmentSchema } from '../schedule/get-center-day';

/**
 * The donor did not come: a booked appointment of today whose arrival window has begun, at one of the caller's
 * centers, becomes `no_show`. Marking twice answers the same; any other state is 409, another center's appointment 404.
 */
export const markNoShow = defineService({
  serviceName: 'appointment',
  serviceType: 'markNoShow',
  auth: { staff: centerDayRoles },
  kind: 'mutation',
  personalData: true,
  params: z.object({ appointmentID: z.uuid() }),
  reply: z.object({ status: okStatus, appointment: centerDayAppointmentSchema }),
});
