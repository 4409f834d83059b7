import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The API clients (admins), and whether the deprecated operations key still works. */
export function useApiClients() {
  return useQuery(serviceQueryOptions('integrations/listApiClients', {}));
}
