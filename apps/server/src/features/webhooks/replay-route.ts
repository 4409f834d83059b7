import type { replayEventsRoute } from '@portal/contract/services/webhooks/replay';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { legacyApiClient } from '../../domain/api-clients';
import { replayEvents } from './replay-events';

/** `POST /api/ops/events/replay` (an API client allowed `events`): to the client's own endpoints only. */
export const replayEventsRouteHandler: RestRoute<typeof replayEventsRoute> = (services) => {
  return async ({ body, apiClient }) => ({
    status: 200 as const,
    queued: await replayEvents(services.db, services.clock.now(), body, {
      apiClientId: !apiClient || apiClient.id === legacyApiClient.id ? null : apiClient.id,
    }),
  });
};
