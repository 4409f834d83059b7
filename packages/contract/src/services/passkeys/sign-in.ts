import { z } from 'zod';
import { userSchema } from '../../entities/user';
import { authenticationResponseSchema, passkeyDevice } from '../../entities/passkey';
import { defineService, okStatus } from '../../gateway';
import { signInLimits } from '../sign-in-limits';

/**
 * Sign in with a passkey: the same session and reply as `authentication/login`, counted in the same buckets (a failed
 * passkey sign-in spends the password sign-in's budget of the account it names and of the caller's address, and past
 * it needs the same captcha). A refused passkey is a 401 with its reason in the donor's language.
 */
export const signIn = defineService({
  serviceName: 'passkey',
  serviceType: 'signIn',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: signInLimits.map((limit) => ({ ...limit, bucket: 'authentication/login' })),
  params: z.object({
    response: authenticationResponseSchema,
    device: passkeyDevice.optional(),
    isFromMobile: z.boolean().optional(),
    captcha: z.string().min(1, 'captchaRequired').max(4000, 'captchaInvalid').optional(),
  }),
  reply: z.object({ status: okStatus, token: z.string(), expiresAt: z.string(), user: userSchema }),
});
