import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { webhookEndpointViewSchema } from './endpoint-view';

/** The webhook endpoints, for admins. */
export const listWebhookEndpoints = defineService({
  serviceName: 'webhooks',
  serviceType: 'listEndpoints',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, endpoints: z.array(webhookEndpointViewSchema) }),
});
