import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { appointmentViewSchema } from './appointment-view';

/** Cancels a booked appointment of the donor's; its chair is free again at once. Cancelling twice answers the same. */
export const cancel = defineService({
  serviceName: 'appointment',
  serviceType: 'cancel',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ appointmentID: z.uuid() }),
  reply: z.object({ status: okStatus, appointment: appointmentViewSchema }),
});
