import { useServiceMutation } from '../../../lib/service-query';
import { useProfileReload } from '../../profile/api/use-profile-saved';

/**
 * Saving or deleting a center changes the home center too (spec 4 "Donor status"): the donor is
 * read again so the profile, the top bar and the home page show the new one.
 */
export function useSavedCentersChange(key: 'location/saveLocation' | 'location/deleteLocation') {
  const reload = useProfileReload();
  return useServiceMutation(key, { onSuccess: reload });
}
