import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** Issue 34: the donors whose portal account is waiting to close (an audited read). */
export function useClosureRequests(enabled: boolean) {
  return useQuery({ ...serviceQueryOptions('staff/getClosureRequests', {}), enabled });
}

/** An admin closes an account at once on the donor's written request. */
export function useCloseDonorAccount() {
  return useServiceMutation('staff/closeDonorAccount', { invalidates: ['staff/getClosureRequests'] });
}

/** A member at her center (or an admin) reopens a closed account with the contact the donor gives at the desk. */
export function useReopenDonorAccount() {
  return useServiceMutation('staff/reopenDonorAccount');
}
