import { z } from 'zod';
import { apiClientSchema } from '../../entities/api-clients';
import { defineService, okStatus } from '../../gateway';

/** An admin revokes a client: every secret of it stops at once, for good. */
export const revokeApiClient = defineService({
  serviceName: 'integrations',
  serviceType: 'revokeApiClient',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ clientId: z.uuid('notFound') }),
  reply: z.object({ status: okStatus, client: apiClientSchema }),
});
