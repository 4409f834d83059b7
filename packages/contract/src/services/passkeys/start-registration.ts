import { z } from 'zod';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '../../constants';
import { creationOptionsSchema } from '../../entities/passkey';
import { defineService, okStatus } from '../../gateway';

/**
 * `/profile` "Add a passkey", first step: the donor confirms her password, then gets the options her browser creates
 * the passkey with (a discoverable credential, user verification required). A wrong password counts like a failed
 * sign-in, so the form cannot be used to guess it.
 */
export const startRegistration = defineService({
  serviceName: 'passkey',
  serviceType: 'startRegistration',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [{ scope: 'donor', windowMs: LOGIN_WINDOW_MS, budget: LOGIN_FAILURES_PER_ACCOUNT, counts: 'failures', clearOnSuccess: true }],
  params: z.object({
    currentPassword: z.string('enterCurrentPassword').min(1, 'enterCurrentPassword').max(256, 'enterCurrentPassword'),
  }),
  reply: z.object({ status: okStatus, options: creationOptionsSchema }),
});
