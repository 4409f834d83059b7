import { z } from 'zod';
import { defineService } from '../../gateway';
import { signedInReplySchema } from '../../entities/account';
import { safeText } from '../../rules/safe-input';

/** `/Applogin`: exchanges a one-time token (2 minutes, single use) for a website session. */
export const appLoginExchange = defineService({
  serviceName: 'authentication',
  serviceType: 'appLoginExchange',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  params: z.object({ token: safeText(128, 'linkInvalid').min(1, 'linkInvalid') }),
  reply: signedInReplySchema,
});
