import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { userSchema } from '../../entities/user';
import { safeText } from '../../rules/safe-input';
import { signInLimits } from '../sign-in-limits';

/** Sign in with an e-mail or a donor number (spec 4 "Token", 6). */
export const login = defineService({
  serviceName: 'authentication',
  serviceType: 'login',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: signInLimits,
  params: z.object({
    username: safeText(254, 'enterEmailOrDonorId').trim().toLowerCase().min(1, 'enterEmailOrDonorId'),
    password: z.string('enterPassword').min(1, 'enterPassword').max(256, 'enterPassword'),
    isFromMobile: z.boolean().optional(),
    /** A solved ALTCHA challenge: required once the account or address is past its failures (`challengeRequired`). */
    captcha: z.string().min(1, 'captchaRequired').max(4000, 'captchaInvalid').optional(),
  }),
  reply: z.object({
    status: okStatus,
    token: z.string(),
    expiresAt: z.string(),
    user: userSchema,
  }),
});
