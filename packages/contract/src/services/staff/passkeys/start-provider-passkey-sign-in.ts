import { z } from 'zod';
import { secondFactorRequestOptionsSchema } from '../../../entities/passkey';
import { defineService, okStatus } from '../../../gateway';
import { providerTicketLimits } from '../sso/complete-provider-sign-in';

/**
 * The second step of a company sign-in an admin requires a second factor of (`requireTotpForSso`), with a passkey: the
 * ticket the provider's callback handed `/staff/login`, then a challenge for that member's passkeys only. An expired or
 * altered ticket is 401 `ssoFlowExpired`.
 */
export const startProviderPasskeySignIn = defineService({
  serviceName: 'staff',
  serviceType: 'startProviderPasskeySignIn',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: providerTicketLimits,
  params: z.object({ ticket: z.string().min(1, 'ssoFlowExpired').max(1000, 'ssoFlowExpired') }),
  reply: z.object({ status: okStatus, options: secondFactorRequestOptionsSchema }),
});
