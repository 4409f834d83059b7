// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { donorCareServices } from '@portal/contract/services/donor-care/index';
import type { SliceHandlers } from '../service-context';
import { getDonorCareSubmissionsHandler } from './get-submissions.handler';

/** The donor-care feature's slice of the handler map. */
export const donorCareHandlers: SliceHandlers<typeof donorCareServices> = {
  'donorCare/getSubmissions': getDonorCareSubmissionsHandler,
};
