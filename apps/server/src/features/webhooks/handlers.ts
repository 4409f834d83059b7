// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { webhooksServices } from '@portal/contract/services/webhooks/index';
import type { SliceHandlers } from '../../service-context';
import { createWebhookEndpointHandler } from './create-endpoint.handler';
import { listWebhookDeliveriesHandler } from './list-deliveries.handler';
import { listWebhookEndpointsHandler } from './list-endpoints.handler';
import { replayWebhookEventsHandler } from './replay.handler';
import { rotateWebhookSecretHandler } from './rotate-secret.handler';
import { setWebhookPausedHandler } from './set-paused.handler';

/** The webhooks feature's slice of the handler map. */
export const webhooksHandlers: SliceHandlers<typeof webhooksServices> = {
  'webhooks/createEndpoint': createWebhookEndpointHandler,
  'webhooks/listDeliveries': listWebhookDeliveriesHandler,
  'webhooks/listEndpoints': listWebhookEndpointsHandler,
  'webhooks/replay': replayWebhookEventsHandler,
  'webhooks/rotateSecret': rotateWebhookSecretHandler,
  'webhooks/setPaused': setWebhookPausedHandler,
};
