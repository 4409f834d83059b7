// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { listCentersForAdmin } from './admin/list-centers-for-admin';
import { saveCenter } from './admin/save-center';
import { byLocationIds } from './by-location-ids';
import { deleteLocation } from './delete-location';
import { getCenterHours } from './get-center-hours';
import { getSavableLocations } from './get-savable-locations';
import { saveLocation } from './save-location';
import { searchCenters } from './search-centers';

/** The centers feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const centersServices = {
  'location/listCentersForAdmin': listCentersForAdmin,
  'location/saveCenter': saveCenter,
  'location/bylocationids': byLocationIds,
  'location/deleteLocation': deleteLocation,
  'location/getCenterHours': getCenterHours,
  'location/getSavableLocations': getSavableLocations,
  'location/saveLocation': saveLocation,
  'location/searchCenters': searchCenters,
} as const;
