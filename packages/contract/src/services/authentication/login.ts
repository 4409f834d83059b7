import { z } from 'zod';
import {
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MS,
} from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { userSchema } from '../../entities/user';
import { safeText } from '../../rules/safe-input';

/** Sign in with an e-mail or a donor number (spec 4 "Token", 6). */
export const login = defineService({
  serviceName: 'authentication',
  serviceType: 'login',
  auth: 'public',
  kind: 'mutation',
  personalData: true,
  // Only failed sign-ins count; a success forgets the account's failures (not the address's). The account is
  // the one the typed e-mail or donor number belongs to (the server resolves it), so both share one count.
  // Past either budget a captcha is required, never a lockout (ASVS 5.0 V6, decision 014).
  rateLimits: [
    {
      scope: 'account',
      windowMs: LOGIN_WINDOW_MS,
      budget: LOGIN_FAILURES_PER_ACCOUNT,
      counts: 'failures',
      clearOnSuccess: true,
      captchaField: 'captcha',
      delay: { baseMs: LOGIN_DELAY_BASE_MS, maxMs: LOGIN_DELAY_MAX_MS },
    },
    { scope: 'address', windowMs: LOGIN_WINDOW_MS, budget: LOGIN_FAILURES_PER_ADDRESS, counts: 'failures', captchaField: 'captcha' },
  ],
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
