import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import { announceDeliveries } from '../../domain/integration-events';
import type { Handler } from '../../service-context';
import { endpointView, lockEndpoint } from './endpoints';

/**
 * Resuming clears the failure streak too: the receiver gets another day before it is paused again. The waiting
 * deliveries go once the call commits, oldest first.
 */
export const setWebhookPausedHandler: Handler<'webhooks/setPaused'> = async (ctx, params) => {
  const current = await lockEndpoint(ctx.db, params.endpointId);
  const change = params.paused
    ? { pausedAt: current.pausedAt ?? ctx.clock.now(), pausedReason: current.pausedReason ?? ('admin' as const) }
    : { pausedAt: null, pausedReason: null, failingSince: null };
  await ctx.db.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, current.id));
  if (!params.paused) await announceDeliveries(ctx.db);
  ctx.audit({
    objectType: 'webhookEndpoint',
    objectId: current.id,
    before: { paused: current.pausedAt !== null },
    after: { paused: params.paused },
  });
  return { status: 200, endpoint: await endpointView(ctx.db, current.id) };
};
