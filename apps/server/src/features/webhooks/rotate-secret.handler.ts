import type { Handler } from '../../service-context';
import { lockEndpoint, rotateEndpointSecret } from './endpoints';

export const rotateWebhookSecretHandler: Handler<'webhooks/rotateSecret'> = async (ctx, params) => {
  const { endpoint, secret } = await rotateEndpointSecret(ctx.db, ctx, await lockEndpoint(ctx.db, params.endpointId));
  ctx.audit({ objectType: 'webhookEndpoint', objectId: endpoint.id, after: { rotated: true } });
  return { status: 200, endpoint, secret };
};
