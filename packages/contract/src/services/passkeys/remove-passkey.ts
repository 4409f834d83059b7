import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { passkeyChangeLimits } from './passkey-limits';

/** `/profile` "Remove" on one of the donor's passkeys: it no longer signs her in (404 for one that is not hers). */
export const removePasskey = defineService({
  serviceName: 'passkey',
  serviceType: 'removePasskey',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: passkeyChangeLimits,
  params: z.object({ passkeyId: z.uuid('badRequest') }),
  reply: z.object({ status: okStatus }),
});
