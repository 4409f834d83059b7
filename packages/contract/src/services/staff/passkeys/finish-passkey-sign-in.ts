import { z } from 'zod';
import { authenticationResponseSchema } from '../../../entities/passkey';
import { staffMemberSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { signInLimits } from '../../sign-in-limits';
import { staffPasswordParams } from '../sign-in/login';

/**
 * The second step of a password sign-in with a passkey: the password again, and the assertion of one of this member's
 * passkeys answering the challenge `staff/startPasskeySignIn` issued to them (once). A refused passkey is 401
 * `staffPasskeyRefused` (a stale challenge `passkeyChallengeInvalid`) and counts as a failed sign-in.
 */
export const finishPasskeySignIn = defineService({
  serviceName: 'staff',
  serviceType: 'finishPasskeySignIn',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: signInLimits.map((limit) => ({ ...limit, bucket: 'staff/login' })),
  params: staffPasswordParams.extend({ response: authenticationResponseSchema }),
  reply: z.object({ status: okStatus, token: z.string(), expiresAt: z.string(), staff: staffMemberSchema }),
});
