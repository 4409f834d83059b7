import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** The last 20 visits, offered as events (spec 9); the same call and cache as Donation History. */
export const recentVisitsQueryOptions = queryOptions({
  queryKey: ['reward', 'getVisitHistorySecondRev'],
  queryFn: ({ signal }) => callService('reward/getVisitHistorySecondRev', {}, { signal }),
});

export function useRecentVisits() {
  return useQuery(recentVisitsQueryOptions);
}
