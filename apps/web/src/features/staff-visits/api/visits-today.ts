import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The dashboard card's count of visits recorded today at my centers. */
export function useVisitsToday() {
  return useQuery(serviceQueryOptions('staffVisits/visitsToday', {}));
}
