import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type TodayParams = ServiceParams<'insights/getToday'>;

/** Today, live, at my centers; read again every minute while the screen is open. */
export function useToday(params: TodayParams) {
  return useQuery({ ...serviceQueryOptions('insights/getToday', params), refetchInterval: 60_000 });
}
