import { z } from 'zod';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from '../../constants';
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
  // Only failed sign-ins count; a success forgets the account's failures (not the address's).
  rateLimits: [
    {
      scope: 'account',
      fields: ['username'],
      windowMs: LOGIN_WINDOW_MS,
      budget: LOGIN_FAILURES_PER_ACCOUNT,
      counts: 'failures',
      clearOnSuccess: true,
    },
    { scope: 'address', windowMs: LOGIN_WINDOW_MS, budget: LOGIN_FAILURES_PER_ADDRESS, counts: 'failures' },
  ],
  params: z.object({
    username: safeText(254, 'enterEmailOrDonorId').trim().toLowerCase().min(1, 'enterEmailOrDonorId'),
    password: z.string('enterPassword').min(1, 'enterPassword').max(256, 'enterPassword'),
    isFromMobile: z.boolean().optional(),
  }),
  reply: z.object({
    status: okStatus,
    token: z.string(),
    expiresAt: z.string(),
    user: userSchema,
  }),
});
