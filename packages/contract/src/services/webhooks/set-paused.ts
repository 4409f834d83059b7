import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { webhookEndpointViewSchema } from './endpoint-view';

/** Pauses an endpoint (its deliveries wait in the outbox) or resumes it (they go, oldest first). */
export const setWebhookPaused = defineService({
  serviceName: 'webhooks',
  serviceType: 'setPaused',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ endpointId: z.uuid('webhookEndpointNotFound'), paused: z.boolean('badRequest') }),
  reply: z.object({ status: okStatus, endpoint: webhookEndpointViewSchema }),
});
