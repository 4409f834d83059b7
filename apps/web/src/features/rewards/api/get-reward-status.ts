import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Membership level, last visit and donor status; visits come in from the centers, so it is read again on every visit of home. */
export function useRewardStatus() {
  return useQuery({ ...serviceQueryOptions('reward/getRewardStatus', {}), staleTime: 0 });
}
