import { z } from 'zod';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';
import { appointmentViewSchema, requestIdSchema } from './appointment-view';

/** Books an arrival window; the same `requestId` again answers the same appointment (never a second one). */
export const book = defineService({
  serviceName: 'appointment',
  serviceType: 'book',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [{ scope: 'donor', windowMs: 60 * 60 * 1000, budget: 60 }],
  params: z.object({
    locationID: positiveInt32('locationNotFound'),
    /** The slot's start as `getAvailability` gave it (ISO 8601 with offset). */
    start: z.iso.datetime({ offset: true }),
    requestId: requestIdSchema,
  }),
  reply: z.object({ status: okStatus, appointment: appointmentViewSchema }),
});
