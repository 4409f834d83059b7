import type { Handler } from '../../service-context';
import { insertEndpoint } from './endpoints';

/** An admin's endpoint belongs to no API client: it hears of every center. */
export const createWebhookEndpointHandler: Handler<'webhooks/createEndpoint'> = async (ctx, params) => {
  const { endpoint, secret } = await insertEndpoint(ctx.db, ctx, params, null, { lang: ctx.lang, path: 'params.url' });
  ctx.audit({ objectType: 'webhookEndpoint', objectId: endpoint.id, after: { url: endpoint.url, eventTypes: endpoint.eventTypes } });
  return { status: 200, endpoint, secret };
};
