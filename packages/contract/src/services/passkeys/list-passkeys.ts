import { z } from 'zod';
import { passkeySummarySchema } from '../../entities/passkey';
import { defineService, okStatus } from '../../gateway';

/** `/profile` "Passkeys": the donor's passkeys, newest first, with where and when each was added and last used. */
export const listPasskeys = defineService({
  serviceName: 'passkey',
  serviceType: 'listPasskeys',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, passkeys: z.array(passkeySummarySchema) }),
});
