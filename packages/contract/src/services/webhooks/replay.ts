import { z } from 'zod';
import { defineRestRoute, defineService, okStatus } from '../../gateway';

export const replayParamsSchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'eventSinceInvalid' }).describe('Every event from this time on is sent again.'),
  endpointId: z.uuid('webhookEndpointNotFound').optional().describe('Only to this endpoint; to every subscribed endpoint when absent.'),
});
const replayReplySchema = z.object({ status: okStatus, queued: z.number().int().describe('How many deliveries were queued.') });

/** An admin sends an endpoint's events again from a time (a receiver that lost them). */
export const replayWebhookEvents = defineService({
  serviceName: 'webhooks',
  serviceType: 'replay',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: replayParamsSchema.required({ endpointId: true }),
  reply: replayReplySchema,
});

/**
 * `POST /api/ops/events/replay`: the same for the company's systems. Each event is delivered again with its own id
 * (`webhook-id`), so a receiver that already has it can tell.
 */
export const replayEventsRoute = defineRestRoute({
  method: 'POST',
  url: '/api/ops/events/replay',
  auth: 'apiClient',
  apiOperation: 'events',
  auditAction: 'ops/replayEvents',
  body: replayParamsSchema,
  reply: replayReplySchema,
  personalData: false,
});
