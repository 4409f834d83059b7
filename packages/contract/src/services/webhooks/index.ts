// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { createWebhookEndpoint } from './create-endpoint';
import { listWebhookDeliveries } from './list-deliveries';
import { listWebhookEndpoints } from './list-endpoints';
import { replayWebhookEvents } from './replay';
import { rotateWebhookSecret } from './rotate-secret';
import { setWebhookPaused } from './set-paused';

/** The webhooks feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const webhooksServices = {
  'webhooks/createEndpoint': createWebhookEndpoint,
  'webhooks/listDeliveries': listWebhookDeliveries,
  'webhooks/listEndpoints': listWebhookEndpoints,
  'webhooks/replay': replayWebhookEvents,
  'webhooks/rotateSecret': rotateWebhookSecret,
  'webhooks/setPaused': setWebhookPaused,
} as const;
