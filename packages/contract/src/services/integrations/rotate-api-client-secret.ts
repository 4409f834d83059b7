import { z } from 'zod';
import { apiClientSchema, apiSecretOverlapMaxHours } from '../../entities/api-clients';
import { defineService, okStatus } from '../../gateway';

/**
 * An admin gives a client a new secret (shown once); the current one keeps working for `overlapHours` so the
 * company's systems can switch without a gap (0: it stops at once).
 */
export const rotateApiClientSecret = defineService({
  serviceName: 'integrations',
  serviceType: 'rotateApiClientSecret',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    clientId: z.uuid('notFound'),
    overlapHours: z.number('overlapInvalid').int('overlapInvalid').min(0, 'overlapInvalid').max(apiSecretOverlapMaxHours, 'overlapInvalid'),
  }),
  reply: z.object({ status: okStatus, client: apiClientSchema, secret: z.string() }),
});
