import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function rewardStatusQueryOptions() {
  return queryOptions({
    queryKey: ['reward', 'getRewardStatus'],
    queryFn: ({ signal }) => callService('reward/getRewardStatus', {}, { signal }),
    staleTime: 0,
  });
}

export function useRewardStatus() {
  return useQuery(rewardStatusQueryOptions());
}
