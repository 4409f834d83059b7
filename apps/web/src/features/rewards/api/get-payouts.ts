import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function payoutsQueryOptions() {
  return queryOptions({
    queryKey: ['reward/getPayouts'],
    queryFn: ({ signal }) => callService('reward/getPayouts', {}, { signal }),
  });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
