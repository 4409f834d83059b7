import type { ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useInvalidatingMutation } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** Corrects a visit; its page, the visits table and the dashboard read again. */
export function useCorrectVisit() {
  return useInvalidatingMutation<ServiceReply<'staffVisits/correctVisit'>, ServiceParams<'staffVisits/correctVisit'>>({
    mutationFn: (params) => callStaffService('staffVisits/correctVisit', params),
    invalidates: ['staffVisits/getVisit', 'staffVisits/listVisits', 'staffVisits/visitsToday'],
  });
}
