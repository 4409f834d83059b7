import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Cancelling a registration (spec 2.2: cancelling clears the stored step) ends its token on the server too. */
export const registrationCancel = defineService({
  serviceName: 'registration',
  serviceType: 'cancel',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  params: z.object({ registrationToken: z.string().min(1).max(128) }),
  reply: z.object({ status: okStatus }),
});
