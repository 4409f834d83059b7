import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The webhook endpoints (admins). */
export function useWebhookEndpoints() {
  return useQuery(serviceQueryOptions('webhooks/listEndpoints', {}));
}
