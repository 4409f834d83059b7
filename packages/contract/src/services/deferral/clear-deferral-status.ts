import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Spec 4 "Deferral status can be cleared": the donor dismisses the notice of one deferral. */
export const clearDeferralStatus = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'clearDeferralStatus',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ id: z.string().uuid('deferralNotFound') }),
  reply: z.object({ status: okStatus }),
});
