import type { ServiceParams } from '@portal/contract/services/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

export type VisitListParams = ServiceParams<'staffVisits/listVisits'>;

/** A page of the visits of my centers; the previous page stays on screen while the next one loads. */
export function useVisitList(params: VisitListParams) {
  return useQuery({ ...serviceQueryOptions('staffVisits/listVisits', params), placeholderData: keepPreviousData });
}
