// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { centersServices } from '@portal/contract/services/centers/index';
import type { SliceHandlers } from '../../service-context';
import { listCentersForAdminHandler } from './admin/list-centers-for-admin.handler';
import { saveCenterHandler } from './admin/save-center.handler';
import { byLocationIdsHandler } from './by-location-ids.handler';
import { deleteLocationHandler } from './delete-location.handler';
import { getCenterHoursHandler } from './get-center-hours.handler';
import { getSavableLocationsHandler } from './get-savable-locations.handler';
import { saveLocationHandler } from './save-location.handler';
import { searchCentersHandler } from './search-centers.handler';

/** The centers feature's slice of the handler map. */
export const centersHandlers: SliceHandlers<typeof centersServices> = {
  'location/listCentersForAdmin': listCentersForAdminHandler,
  'location/saveCenter': saveCenterHandler,
  'location/bylocationids': byLocationIdsHandler,
  'location/deleteLocation': deleteLocationHandler,
  'location/getCenterHours': getCenterHoursHandler,
  'location/getSavableLocations': getSavableLocationsHandler,
  'location/saveLocation': saveLocationHandler,
  'location/searchCenters': searchCentersHandler,
};
