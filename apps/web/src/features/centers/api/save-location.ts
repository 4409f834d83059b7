import { callService } from '../../../lib/gateway';
import { useSavedCentersChange } from './use-saved-centers-change';

/** Saves a center; it becomes the home center. */
export function saveLocation(locationId: number) {
  return callService('location/saveLocation', { locationId });
}

export function useSaveLocation() {
  return useSavedCentersChange(saveLocation);
}
