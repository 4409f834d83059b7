import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { webhookEndpointViewSchema, webhookSecretSchema } from './endpoint-view';

/** A new signing secret, shown once; the old one keeps signing too for `WEBHOOK_SECRET_OVERLAP_HOURS` hours. */
export const rotateWebhookSecret = defineService({
  serviceName: 'webhooks',
  serviceType: 'rotateSecret',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: true,
  params: z.object({ endpointId: z.uuid('webhookEndpointNotFound') }),
  reply: z.object({ status: okStatus, endpoint: webhookEndpointViewSchema, secret: webhookSecretSchema }),
});
