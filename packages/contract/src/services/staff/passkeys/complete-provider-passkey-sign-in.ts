import { z } from 'zod';
import { authenticationResponseSchema } from '../../../entities/passkey';
import { staffMemberSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { providerTicketLimits } from '../sso/complete-provider-sign-in';

/**
 * A company sign-in's owed second factor answered with a passkey: the ticket and the assertion of one of that member's
 * passkeys, answering the challenge `staff/startProviderPasskeySignIn` issued (once). Starts the same session the code
 * would have; a refused passkey is 401 `staffPasskeyRefused` and counts like a wrong code.
 */
export const completeProviderPasskeySignIn = defineService({
  serviceName: 'staff',
  serviceType: 'completeProviderPasskeySignIn',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: providerTicketLimits,
  params: z.object({
    ticket: z.string().min(1, 'ssoFlowExpired').max(1000, 'ssoFlowExpired'),
    response: authenticationResponseSchema,
  }),
  reply: z.object({ status: okStatus, token: z.string(), expiresAt: z.string(), staff: staffMemberSchema }),
});
