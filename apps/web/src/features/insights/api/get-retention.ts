import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type RetentionParams = ServiceParams<'insights/getRetention'>;

/** Active and lapsed donors as of the range's last day, by center and tier, and donations per donor by month. */
export function useRetention(params: RetentionParams) {
  return useQuery(serviceQueryOptions('insights/getRetention', params));
}
