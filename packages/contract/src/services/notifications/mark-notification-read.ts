import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { safeId } from '../../rules/safe-input';

/**
 * The donor opened one of her notifications (what a campaign's "read" counts). Only her own rows are marked, the
 * first opening counts; an announced article or promotion (not a row of hers) or an unknown id changes nothing.
 */
export const markNotificationRead = defineService({
  serviceName: 'notification',
  serviceType: 'markNotificationRead',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ notificationID: safeId(100) }),
  reply: z.object({ status: okStatus }),
});
