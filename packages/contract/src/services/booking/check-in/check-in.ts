import { z } from 'zod';
import { centerDayRoles } from '../../../entities/booking';
import { defineService, okStatus } from '../../../gateway';
import { centerDayAppointmentSchema } from '../schedule/get-center-day';

/**
 * The donor has arrived: a booked appointment of today at one of the caller's centers becomes `checked_in`.
 * Checking in twice answers the same; any other state is 409, another center's appointment 404.
 */
export const checkIn = defineService({
  serviceName: 'appointment',
  serviceType: 'checkIn',
  auth: { staff: centerDayRoles },
  kind: 'mutation',
  personalData: true,
  params: z.object({ appointmentID: z.uuid() }),
  reply: z.object({ status: okStatus, appointment: centerDayAppointmentSchema }),
});
