import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donor's own requests and where they stand. */
export function useSubmissions() {
  return useQuery(serviceQueryOptions('donorCare/getSubmissions', {}));
}

/**
 * Transitional: the signed-in form refreshes the list with this prefix of every cached reply of the read until
 * it submits through `useSubmitDonorCare` (the forms work of issue 11 rewrites it beside this change).
 */
// eslint-disable-next-line no-restricted-syntax -- the one key outside lib/service-query.ts; it goes with the form's rewrite
export const submissionsQueryOptions = { queryKey: ['donorCare/getSubmissions'] as const };
