import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** One visit of my centers with its points entries and corrections. */
export function useStaffVisit(visitID: string) {
  return useQuery(serviceQueryOptions('staffVisits/getVisit', { visitID }));
}
