import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** The dashboard card's count of visits recorded today at my centers. */
export function useVisitsToday() {
  return useQuery(serviceQueryOptions('staffVisits/visitsToday', {}, callStaffService));
}
