import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { lockEndpoint, toEndpointView } from './endpoints';

/**
 * Resuming clears the failure streak too: the receiver gets another day before it is paused again. The waiting
 * deliveries go with the outbox job's next run (within a minute), oldest first.
 */
export const setWebhookPausedHandler: Handler<'webhooks/setPaused'> = async (ctx, params) => {
  const current = await lockEndpoint(ctx.db, params.endpointId);
  const change = params.paused
    ? { pausedAt: current.pausedAt ?? ctx.clock.now(), pausedReason: current.pausedReason ?? ('admin' as const) }
    : { pausedAt: null, pausedReason: null, failingSince: null };
  const [row] = await ctx.db.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, current.id)).returning();
  if (!row) throw new Error('webhook endpoint vanished inside its own transaction');
  ctx.audit({
    objectType: 'webhookEndpoint',
    objectId: row.id,
    before: { paused: current.pausedAt !== null },
    after: { paused: params.paused },
  });
  return { status: 200, endpoint: toEndpointView(row) };
};
