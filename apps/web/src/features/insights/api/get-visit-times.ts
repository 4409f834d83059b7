import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type VisitTimeParams = ServiceParams<'insights/getVisitTimes'>;

/** Minutes from check-in to check-out of the visits in the range, by center, weekday, hour and appointment. */
export function useVisitTimes(params: VisitTimeParams) {
  return useQuery(serviceQueryOptions('insights/getVisitTimes', params));
}
