import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** One endpoint's latest deliveries, with their tries and the receiver's replies. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery(serviceQueryOptions('webhooks/listDeliveries', { endpointId }));
}
