import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { lockEndpoint, rotatedSecret, toEndpointView } from './endpoints';

export const rotateWebhookSecretHandler: Handler<'webhooks/rotateSecret'> = async (ctx, params) => {
  const current = await lockEndpoint(ctx.db, params.endpointId);
  const { secret, change } = rotatedSecret(ctx, current);
  const [row] = await ctx.db.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, current.id)).returning();
  if (!row) throw new Error('webhook endpoint vanished inside its own transaction');
  ctx.audit({ objectType: 'webhookEndpoint', objectId: row.id, after: { rotated: true } });
  return { status: 200, endpoint: toEndpointView(row), secret };
};
