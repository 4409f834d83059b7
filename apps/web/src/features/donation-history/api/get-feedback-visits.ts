import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export const feedbackVisitsQueryOptions = queryOptions({
  queryKey: ['feedback', 'getvisits'],
  queryFn: ({ signal }) => callService('feedback/getvisits', {}, { signal }),
});

/** Days-to-complete and the disabled feedbacks: what the feedback button's rule needs (spec 4). */
export function useFeedbackVisits() {
  return useQuery(feedbackVisitsQueryOptions);
}
