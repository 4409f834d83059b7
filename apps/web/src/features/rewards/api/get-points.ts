import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/**
 * Balance, this month's earnings and history (one month `YYYY-MM`, or the newest entries), shared by home
 * and the store. The writes that move points (wheel, checkout, promotion surveys) name it in `invalidates`.
 */
export function usePoints(month: string | null = null) {
  return useQuery(serviceQueryOptions('reward/getPoints', month ? { month } : {}));
}
