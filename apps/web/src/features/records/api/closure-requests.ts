import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** Issue 34: the donors whose portal account is waiting to close (an audited read). */
export function useClosureRequests() {
  return useQuery(serviceQueryOptions('staff/getClosureRequests', {}));
}

/** An admin closes an account at once on the donor's written request. */
export function useCloseDonorAccount() {
  return useServiceMutation('staff/closeDonorAccount', { invalidates: ['staff/getClosureRequests'] });
}
