import type { Handler } from '../../service-context';
import { replayEvents } from './replay-events';

export const replayWebhookEventsHandler: Handler<'webhooks/replay'> = async (ctx, params) => {
  const queued = await replayEvents(ctx.db, ctx.clock.now(), params);
  ctx.audit({ objectType: 'webhookEndpoint', objectId: params.endpointId, after: { replayFrom: params.from, queued } });
  return { status: 200, queued };
};
