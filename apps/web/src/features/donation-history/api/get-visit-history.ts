import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export const visitHistoryQueryOptions = queryOptions({
  queryKey: ['reward', 'getVisitHistorySecondRev'],
  queryFn: ({ signal }) => callService('reward/getVisitHistorySecondRev', {}, { signal }),
});

/** The last 20 visits, newest first, and the count of the past 35 days (spec 2.10). */
export function useVisitHistory() {
  return useQuery(visitHistoryQueryOptions);
}
