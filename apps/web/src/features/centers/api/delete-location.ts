import { callService } from '../../../lib/gateway';
import { useSavedCentersChange } from './use-saved-centers-change';

/** Removes a saved center; the home center becomes the last remaining saved one, or none. */
export function deleteLocation(locationId: number) {
  return callService('location/deleteLocation', { locationId });
}

export function useDeleteLocation() {
  return useSavedCentersChange(deleteLocation);
}
