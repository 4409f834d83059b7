import { useSavedCentersChange } from './use-saved-centers-change';

/** Saves a center (`mutate({ locationId })`); it becomes the home center. */
export function useSaveLocation() {
  return useSavedCentersChange('location/saveLocation');
}
