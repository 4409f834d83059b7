import type { replayEventsRoute } from '@portal/contract/services/webhooks/replay';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { replayEvents } from './replay-events';

/** `POST /api/ops/events/replay` (an API client allowed `events`). */
export const replayEventsRouteHandler: RestRoute<typeof replayEventsRoute> = (services) => {
  return async ({ body }) => ({ status: 200 as const, queued: await replayEvents(services.db, services.clock.now(), body) });
};
