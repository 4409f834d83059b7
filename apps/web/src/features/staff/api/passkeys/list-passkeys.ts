import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

/** The signed-in member's passkeys (their second factor), newest first. */
export function useStaffPasskeys() {
  return useQuery(serviceQueryOptions('staff/listPasskeys', {}));
}
