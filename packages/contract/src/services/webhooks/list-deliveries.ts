import { z } from 'zod';
import { integrationEventTypeSchema } from '../../entities/integration-events';
import { defineService, okStatus } from '../../gateway';

export const webhookDeliveryStates = ['queued', 'sending', 'sent', 'failed', 'undeliverable'] as const;

/** One delivery of an event to the endpoint, with each try and what the receiver answered. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: integrationEventTypeSchema,
  createdAt: z.iso.datetime({ offset: true }),
  state: z.enum(webhookDeliveryStates),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  attempts: z.array(
    z.object({
      at: z.iso.datetime({ offset: true }),
      statusCode: z.number().int().nullable(),
      reply: z.string(),
      durationMs: z.number().int(),
    }),
  ),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The endpoint's latest deliveries (newest first, 50 at most). */
export const listWebhookDeliveries = defineService({
  serviceName: 'webhooks',
  serviceType: 'listDeliveries',
  auth: { staff: ['admin'] },
  kind: 'query',
  // A delivery's events carry donor numbers and, for contact changes, contact details.
  personalData: true,
  params: z.object({ endpointId: z.uuid('webhookEndpointNotFound') }),
  reply: z.object({ status: okStatus, deliveries: z.array(webhookDeliverySchema) }),
});
