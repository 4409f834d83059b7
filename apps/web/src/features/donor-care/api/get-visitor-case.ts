import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** A visitor's case through the private link of their e-mail. */
export function useVisitorCase(token: string) {
  return useQuery({ ...serviceQueryOptions('donorCare/getVisitorCase', { token }), enabled: token !== '', retry: false });
}
