import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { appointmentViewSchema } from '../appointments/appointment-view';

/**
 * Books the chair held for the donor. The booking rules apply as for any booking; accepting again (or in parallel)
 * answers the same appointment. After the hold ends: 409 `waitlistOfferExpired`.
 */
export const acceptWaitlistOffer = defineService({
  serviceName: 'appointment',
  serviceType: 'acceptWaitlistOffer',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ entryID: z.uuid() }),
  reply: z.object({ status: okStatus, appointment: appointmentViewSchema }),
});
