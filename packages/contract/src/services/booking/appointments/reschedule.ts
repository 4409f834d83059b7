import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { appointmentViewSchema, requestIdSchema } from './appointment-view';

/** Moves a booked appointment of the donor's to another slot of the same center, under the same rules. */
export const reschedule = defineService({
  serviceName: 'appointment',
  serviceType: 'reschedule',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [{ scope: 'donor', windowMs: 60 * 60 * 1000, budget: 60 }],
  params: z.object({
    appointmentID: z.uuid(),
    start: z.iso.datetime({ offset: true }),
    requestId: requestIdSchema,
  }),
  reply: z.object({ status: okStatus, appointment: appointmentViewSchema }),
});
