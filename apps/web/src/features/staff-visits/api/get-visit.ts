import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** One visit of my centers with its points entries and corrections. */
export function useStaffVisit(visitID: string) {
  return useQuery(serviceQueryOptions('staffVisits/getVisit', { visitID }, callStaffService));
}
