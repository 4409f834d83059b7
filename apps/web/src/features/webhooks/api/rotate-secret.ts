import { useServiceMutation } from '../../../lib/service-query';

/** A new signing secret, shown once. */
export function useRotateWebhookSecret() {
  return useServiceMutation('webhooks/rotateSecret', {
    invalidates: ['webhooks/listEndpoints', 'webhooks/listDeliveries', 'staff/searchAudit'],
  });
}
