import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/** Cancelling a registration (spec 2.2: cancelling clears the stored step) ends its token on the server too. */
export const registrationCancel = defineService({
  serviceName: 'registration',
  serviceType: 'cancel',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  params: z.object({ registrationToken: safeText(128).min(1) }),
  reply: z.object({ status: okStatus }),
});
