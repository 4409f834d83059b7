import { z } from 'zod';
import { integrationEventTypeSchema } from '../../entities/integration-events';
import { safeText } from '../../rules/safe-input';

/** A webhook endpoint as the console lists it: never its secret, which is shown once when made or rotated. */
export const webhookEndpointViewSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(integrationEventTypeSchema),
  createdAt: z.iso.datetime({ offset: true }),
  pausedAt: z.iso.datetime({ offset: true }).nullable(),
  pausedReason: z.enum(['admin', 'failing']).nullable(),
  failingSince: z.iso.datetime({ offset: true }).nullable(),
  /** Until when the secret replaced by the last rotation still signs too. */
  previousSecretExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The API client that made it through the ops API (it hears only of its centers), or null: made in the console. */
  apiClientName: z.string().nullable(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

/** Where webhooks go: an http(s) address (https in production, checked by the server). */
export const webhookUrlSchema = z.url({ protocol: /^https?$/, error: 'webhookUrlInvalid' }).max(2000, 'webhookUrlInvalid');

export const webhookEndpointFieldsSchema = z.object({
  url: webhookUrlSchema,
  description: safeText(200, 'badRequest').default(''),
  eventTypes: z.array(integrationEventTypeSchema).min(1, 'webhookEventTypesRequired'),
});

/** The secret, shown once: the reply that carries it is never cached. */
export const webhookSecretSchema = z.string().describe('The signing secret (`whsec_…`), shown this once.');

/** After a rotation, how long the previous secret still signs beside the new one, so receivers can switch over. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
