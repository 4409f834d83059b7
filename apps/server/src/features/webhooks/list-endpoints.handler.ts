import type { Handler } from '../../service-context';
import { endpointViews } from './endpoints';

export const listWebhookEndpointsHandler: Handler<'webhooks/listEndpoints'> = async (ctx) => ({
  status: 200,
  endpoints: await endpointViews(ctx.db),
});
