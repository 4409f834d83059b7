import { asc } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { toEndpointView } from './endpoints';

export const listWebhookEndpointsHandler: Handler<'webhooks/listEndpoints'> = async (ctx) => {
  const rows = await ctx.db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return { status: 200, endpoints: rows.map(toEndpointView) };
};
