import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export const submissionsQueryOptions = queryOptions({
  queryKey: ['donorCare', 'getSubmissions'],
  queryFn: ({ signal }) => callService('donorCare/getSubmissions', {}, { signal }),
});

/** The donor's own requests and where they stand. */
export function useSubmissions() {
  return useQuery(submissionsQueryOptions);
}
