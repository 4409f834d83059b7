import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type FunnelParams = ServiceParams<'insights/getFunnel'>;

/** The qualification funnel of the donors whose first donation falls in the range. */
export function useFunnel(params: FunnelParams) {
  return useQuery(serviceQueryOptions('insights/getFunnel', params));
}
