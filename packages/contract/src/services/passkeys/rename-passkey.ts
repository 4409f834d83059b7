import { z } from 'zod';
import { passkeySummarySchema } from '../../entities/passkey';
import { defineService, okStatus } from '../../gateway';
import { passkeyChangeLimits } from './passkey-limits';
import { safeText } from '../../rules/safe-input';

/** `/profile` "Rename" on one of the donor's passkeys (404 for one that is not hers). */
export const renamePasskey = defineService({
  serviceName: 'passkey',
  serviceType: 'renamePasskey',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: passkeyChangeLimits,
  params: z.object({
    passkeyId: z.uuid('badRequest'),
    name: safeText(60, 'passkeyNameRequired').trim().min(1, 'passkeyNameRequired'),
  }),
  reply: z.object({ status: okStatus, passkey: passkeySummarySchema }),
});
