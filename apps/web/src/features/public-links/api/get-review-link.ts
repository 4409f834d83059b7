import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function reviewLinkQueryOptions(locationId: number | null) {
  return queryOptions({
    queryKey: ['location', 'getReviewLink', locationId],
    queryFn: ({ signal }) =>
      locationId === null ? Promise.resolve(null) : callService('location/getReviewLink', { locationId }, { signal }),
  });
}

export function useReviewLink(locationId: number | null) {
  return useQuery(reviewLinkQueryOptions(locationId));
}
