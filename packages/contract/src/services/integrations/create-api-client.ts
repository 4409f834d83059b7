import { z } from 'zod';
import { apiClientFieldsShape, apiClientSchema } from '../../entities/api-clients';
import { defineService, okStatus } from '../../gateway';

/** An admin creates an API client; the reply holds its secret, the only time it is ever shown. */
export const createApiClient = defineService({
  serviceName: 'integrations',
  serviceType: 'createApiClient',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object(apiClientFieldsShape),
  reply: z.object({ status: okStatus, client: apiClientSchema, secret: z.string() }),
});
