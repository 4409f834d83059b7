import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Balance, this month's earnings and history (one month `YYYY-MM`, or the newest entries), shared by home and the store. */
export function usePoints(month: string | null = null) {
  return useQuery({ ...serviceQueryOptions('reward/getPoints', month ? { month } : {}), staleTime: 0 });
}
