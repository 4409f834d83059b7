import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type PointsParams = ServiceParams<'insights/getPoints'>;

/** Points earned, redeemed and expired in the range, the outstanding balance and its dollar value. */
export function usePoints(params: PointsParams) {
  return useQuery(serviceQueryOptions('insights/getPoints', params));
}
