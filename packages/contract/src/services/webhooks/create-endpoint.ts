import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { webhookEndpointFieldsSchema, webhookEndpointViewSchema, webhookSecretSchema } from './endpoint-view';

/** An admin adds a receiver: its signing secret is in this reply only (kept sealed, never shown again). */
export const createWebhookEndpoint = defineService({
  serviceName: 'webhooks',
  serviceType: 'createEndpoint',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  // Not a donor's data, but the secret must not be cached anywhere.
  personalData: true,
  params: webhookEndpointFieldsSchema,
  reply: z.object({ status: okStatus, endpoint: webhookEndpointViewSchema, secret: webhookSecretSchema }),
});
