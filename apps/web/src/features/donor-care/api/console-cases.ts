import { useQuery } from '@tanstack/react-query';
import type { MutationServiceKey, QueryServiceKey, ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** The console's reads of cases, with the staff token (only the lazy /staff chunk imports this file). */
export function useCaseQueue(params: ServiceParams<'cases/getQueue'>) {
  return useQuery({ ...serviceQueryOptions('cases/getQueue', params), placeholderData: (previous) => previous });
}

export function useStaffCase(caseId: string) {
  return useQuery(serviceQueryOptions('cases/getCase', { caseId }));
}

export function useCaseDashboard() {
  return useQuery(serviceQueryOptions('cases/getDashboard', {}));
}

/** Every case write changes the case page, the queue and the dashboard. */
const caseReads: readonly QueryServiceKey[] = ['cases/getCase', 'cases/getQueue', 'cases/getDashboard'];

type CaseWrite = Extract<MutationServiceKey, `cases/${string}`>;

/** One case write as the signed-in staff member (assign, status, note, reply, escalate). */
export function useCaseWrite<K extends CaseWrite>(key: K) {
  return useServiceMutation(key, { invalidates: caseReads });
}
