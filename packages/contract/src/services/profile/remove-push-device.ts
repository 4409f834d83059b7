import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** `/profile` "Remove" on one of the devices that get push notifications (404 for one that is not hers). */
export const removePushDevice = defineService({
  serviceName: 'profile',
  serviceType: 'removePushDevice',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ deviceId: z.uuid('badRequest') }),
  reply: z.object({ status: okStatus }),
});
