import type { replayEventsRoute } from '@portal/contract/services/webhooks/replay';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { replayEvents } from './replay-events';

/** `POST /api/ops/events/replay` (the operations key); without OPS_API_KEY the route does not exist. */
export const replayEventsRouteHandler: RestRoute<typeof replayEventsRoute> = (services) => {
  if (!services.config.opsApiKey) return null;
  return async ({ body }) => ({ status: 200 as const, queued: await replayEvents(services.db, services.clock.now(), body) });
};
