import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

/** What `/staff/login` offers: the company's provider (its name for the button) and whether passwords are on. */
export function useSignInOptions() {
  return useQuery(serviceQueryOptions('staff/getSignInOptions', {}));
}
