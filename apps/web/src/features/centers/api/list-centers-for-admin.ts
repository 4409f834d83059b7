import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Every center, by number (admins' Centers page). */
export function useCentersForAdmin() {
  return useQuery(serviceQueryOptions('location/listCentersForAdmin', {}));
}
