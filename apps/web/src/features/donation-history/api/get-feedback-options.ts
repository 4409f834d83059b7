import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export const feedbackOptionsQueryOptions = queryOptions({
  queryKey: ['feedback', 'getAfterDonationFeedbackOptions'],
  queryFn: ({ signal }) => callService('feedback/getAfterDonationFeedbackOptions', {}, { signal }),
});

/** The in-app survey's questions in both languages (spec 3 "After-donation survey"). */
export function useFeedbackOptions() {
  return useQuery(feedbackOptionsQueryOptions);
}
