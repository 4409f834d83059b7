import { z } from 'zod';
import { secondFactorRequestOptionsSchema } from '../../../entities/passkey';
import { defineService, okStatus } from '../../../gateway';
import { signInLimits } from '../../sign-in-limits';
import { staffPasswordParams } from '../sign-in/login';

/**
 * `/staff/login` "Use your passkey", after `staff/login` answered `staffPasskeyRequired` (or `staffPasskeyOrTotpRequired`):
 * the same e-mail and password, checked again, then a challenge for this member's passkeys only. Counted in
 * `staff/login`'s buckets, so the password cannot be guessed here past the sign-in's limits.
 */
export const startPasskeySignIn = defineService({
  serviceName: 'staff',
  serviceType: 'startPasskeySignIn',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  // A passkey not yet answered forgets no failures: only the finished sign-in does.
  rateLimits: signInLimits.map((limit) => ({ ...limit, bucket: 'staff/login', clearOnSuccess: false })),
  params: staffPasswordParams,
  reply: z.object({ status: okStatus, options: secondFactorRequestOptionsSchema }),
});
