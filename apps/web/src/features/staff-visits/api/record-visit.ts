import type { ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useInvalidatingMutation } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** Records a visit through the same ingestion as the centers' systems. */
export function useRecordVisit() {
  return useInvalidatingMutation<ServiceReply<'staffVisits/recordVisit'>, ServiceParams<'staffVisits/recordVisit'>>({
    mutationFn: (params) => callStaffService('staffVisits/recordVisit', params),
    invalidates: ['staffVisits/listVisits', 'staffVisits/visitsToday'],
  });
}
