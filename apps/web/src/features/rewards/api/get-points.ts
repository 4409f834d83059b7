import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** Every points query starts with this key, so one invalidation refreshes balance and history after a redemption. */
export const POINTS_QUERY_KEY = ['reward', 'getPoints'] as const;

/** Balance, this month's earnings and history (one month `YYYY-MM`, or the newest entries), shared by home and the store. */
export function pointsQueryOptions(month: string | null = null) {
  return queryOptions({
    queryKey: [...POINTS_QUERY_KEY, month],
    queryFn: ({ signal }) => callService('reward/getPoints', month ? { month } : {}, { signal }),
    staleTime: 0,
  });
}

export function usePoints(month: string | null = null) {
  return useQuery(pointsQueryOptions(month));
}
