import { z } from 'zod';
import { MINUTE_MS } from '../../constants';
import { requestOptionsSchema } from '../../entities/passkey';
import { defineService, okStatus } from '../../gateway';

/**
 * `/login` "Sign in with a passkey" and the passkey autofill of the username field: a fresh challenge and no list of
 * credentials (discoverable credentials only), so the answer is the same for everyone (decision 008). Each challenge
 * is a database row: the address limit keeps a caller from filling the table.
 */
export const startSignIn = defineService({
  serviceName: 'passkey',
  serviceType: 'startSignIn',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  rateLimits: [{ scope: 'address', windowMs: MINUTE_MS, budget: 30 }],
  params: z.object({}),
  reply: z.object({ status: okStatus, options: requestOptionsSchema }),
});
