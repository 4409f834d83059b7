import { useServiceMutation } from '../../../lib/service-query';

/** Adds an endpoint; its reply holds the secret, shown once. */
export function useCreateWebhookEndpoint() {
  return useServiceMutation('webhooks/createEndpoint', {
    invalidates: ['webhooks/listEndpoints', 'webhooks/listDeliveries', 'staff/searchAudit'],
  });
}
