import { useServiceMutation } from '../../../lib/service-query';

/** An existing donor's first step: finds the donor record to register. */
export function useLookupDonor() {
  return useServiceMutation('registration/lookupDonor');
}
