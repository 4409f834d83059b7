import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

/** The signed-in staff member, their role and the centers it lets them see. */
export function useStaffMe() {
  return useQuery(serviceQueryOptions('staff/getMe', {}));
}
