import { useSavedCentersChange } from './use-saved-centers-change';

/** Removes a saved center (`mutate({ locationId })`); the home center becomes the last remaining saved one, or none. */
export function useDeleteLocation() {
  return useSavedCentersChange('location/deleteLocation');
}
