import { byLocationIds } from './by-location-ids';
import { getSavableLocations } from './get-savable-locations';
import { saveLocation } from './save-location';
import { deleteLocation } from './delete-location';
import { searchCenters } from './search-centers';

/** The centers feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const centersServices = {
  'location/bylocationids': byLocationIds,
  'location/getSavableLocations': getSavableLocations,
  'location/saveLocation': saveLocation,
  'location/deleteLocation': deleteLocation,
  'location/searchCenters': searchCenters,
} as const;
