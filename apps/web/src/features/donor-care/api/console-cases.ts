import { useQuery } from '@tanstack/react-query';
import type { MutationServiceKey, QueryServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { serviceQueryOptions, useInvalidatingMutation } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** The console's reads of cases, with the staff token (only the lazy /staff chunk imports this file). */
export function useCaseQueue(params: ServiceParams<'cases/getQueue'>) {
  return useQuery({ ...serviceQueryOptions('cases/getQueue', params, callStaffService), placeholderData: (previous) => previous });
}

export function useStaffCase(caseId: string) {
  return useQuery(serviceQueryOptions('cases/getCase', { caseId }, callStaffService));
}

export function useCaseDashboard() {
  return useQuery(serviceQueryOptions('cases/getDashboard', {}, callStaffService));
}

/** Every case write changes the case page, the queue and the dashboard. */
const caseReads: readonly QueryServiceKey[] = ['cases/getCase', 'cases/getQueue', 'cases/getDashboard'];

type CaseWrite = Extract<MutationServiceKey, `cases/${string}`>;

/** One case write as the signed-in staff member (assign, status, note, reply, escalate). */
export function useCaseWrite<K extends CaseWrite>(key: K) {
  return useInvalidatingMutation<ServiceReply<K>, ServiceParams<K>>({
    mutationFn: (params) => callStaffService(key, params),
    invalidates: caseReads,
  });
}
