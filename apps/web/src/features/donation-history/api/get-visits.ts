import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Days-to-complete and the disabled feedbacks: what the feedback button's rule needs (spec 4). */
export function useFeedbackVisits() {
  return useQuery(serviceQueryOptions('feedback/getvisits', {}));
}
