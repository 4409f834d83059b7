import { z } from 'zod';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { newPasswordFields, passwordMismatch, passwordsMatch } from '../../rules/account-fields';

/**
 * `/profile` "Change password": the current password, then a new one with spec 5's rule, typed twice. Every
 * other session of the donor ends (whoever else knew the old password is signed out); the caller's stays.
 * A wrong current password counts against the account like a failed sign-in, so the form cannot be used to guess it.
 */
export const changePassword = defineService({
  serviceName: 'authentication',
  serviceType: 'changePassword',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [
    {
      scope: 'donor',
      windowMs: LOGIN_WINDOW_MS,
      budget: LOGIN_FAILURES_PER_ACCOUNT,
      counts: 'failures',
      clearOnSuccess: true,
    },
  ],
  params: z
    .object({
      currentPassword: z.string('enterCurrentPassword').min(1, 'enterCurrentPassword').max(256, 'enterCurrentPassword'),
      ...newPasswordFields,
    })
    .refine(passwordsMatch, passwordMismatch)
    .refine((value) => value.password !== value.currentPassword, { message: 'passwordUnchanged', path: ['password'] }),
  reply: z.object({ status: okStatus, sessionsEnded: z.number().int().nonnegative() }),
});
