import { z } from 'zod';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '../../constants';
import { defineService, okStatus } from '../../gateway';

/**
 * Issue 34 "Close my portal account": confirmed with her password (a wrong one is 400 naming
 * `params.currentPassword`), it starts the grace period; signing in before it ends cancels the closing.
 */
export const requestClosure = defineService({
  serviceName: 'account',
  serviceType: 'requestClosure',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  // A wrong password counts against the account like a failed sign-in, so the form cannot be used to guess it.
  rateLimits: [{ scope: 'donor', windowMs: LOGIN_WINDOW_MS, budget: LOGIN_FAILURES_PER_ACCOUNT, counts: 'failures', clearOnSuccess: true }],
  params: z.object({ currentPassword: z.string('enterCurrentPassword').min(1, 'enterCurrentPassword').max(256, 'enterCurrentPassword') }),
  reply: z.object({ status: okStatus, closesAt: z.string() }),
});
