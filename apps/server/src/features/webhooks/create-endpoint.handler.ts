import { randomUUID } from 'node:crypto';
import { webhookEndpoints } from '../../db/schema/index';
import { newWebhookSecret, sealWebhookSecret } from '../../domain/messaging/webhooks';
import type { Handler } from '../../service-context';
import { checkUrl, toEndpointView } from './endpoints';

/** The secret is sealed with the endpoint's id as additional data, so the id is chosen before the row is written. */
export const createWebhookEndpointHandler: Handler<'webhooks/createEndpoint'> = async (ctx, params) => {
  checkUrl(ctx, params.url);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      id,
      url: params.url,
      description: params.description,
      eventTypes: [...new Set(params.eventTypes)],
      secret: sealWebhookSecret(ctx.config.totpEncryptionKey, id, secret),
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('webhook endpoint insert returned no row');
  const endpoint = toEndpointView(row);
  ctx.audit({ objectType: 'webhookEndpoint', objectId: id, after: { url: endpoint.url, eventTypes: endpoint.eventTypes } });
  return { status: 200, endpoint, secret };
};
