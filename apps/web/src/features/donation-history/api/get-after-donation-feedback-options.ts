import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The in-app survey's questions in both languages (spec 3 "After-donation survey"). */
export function useFeedbackOptions() {
  return useQuery(serviceQueryOptions('feedback/getAfterDonationFeedbackOptions', {}));
}
