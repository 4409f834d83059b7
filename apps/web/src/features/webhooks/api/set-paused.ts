import { useServiceMutation } from '../../../lib/service-query';

/** Pauses or resumes an endpoint. */
export function useSetWebhookPaused() {
  return useServiceMutation('webhooks/setPaused', {
    invalidates: ['webhooks/listEndpoints', 'webhooks/listDeliveries', 'staff/searchAudit'],
  });
}
