import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donor's own cases with their conversations (My requests). */
export function useMyCases() {
  return useQuery(serviceQueryOptions('donorCare/getMyCases', {}));
}
