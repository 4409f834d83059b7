import { useServiceMutation } from '../../../lib/service-query';

/** Sends an endpoint's events again from a time. */
export function useReplayWebhookEvents() {
  return useServiceMutation('webhooks/replay', { invalidates: ['webhooks/listEndpoints', 'webhooks/listDeliveries', 'staff/searchAudit'] });
}
