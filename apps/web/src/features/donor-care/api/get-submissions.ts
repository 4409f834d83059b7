import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donor's own requests and where they stand. */
export function useSubmissions() {
  return useQuery(serviceQueryOptions('donorCare/getSubmissions', {}));
}
