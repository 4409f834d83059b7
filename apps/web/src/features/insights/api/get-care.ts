import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type CareParams = ServiceParams<'insights/getCare'>;

/** Cases opened and resolved in the range, the backlog and overdue at its end, the median hours, by channel, status, center. */
export function useCare(params: CareParams) {
  return useQuery(serviceQueryOptions('insights/getCare', params));
}
