import { z } from 'zod';
import { apiClientSchema } from '../../entities/api-clients';
import { defineService, okStatus } from '../../gateway';

/** Admins list the API clients, the revoked ones too (their names stay in the audit trail). */
export const listApiClients = defineService({
  serviceName: 'integrations',
  serviceType: 'listApiClients',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    items: z.array(apiClientSchema),
    /** Whether `OPS_API_KEY` is configured and still accepted (no client exists yet). */
    legacyKeyActive: z.boolean(),
  }),
});
