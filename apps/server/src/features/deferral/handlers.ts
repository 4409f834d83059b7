// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { deferralServices } from '@portal/contract/services/deferral/index';
import type { SliceHandlers } from '../../service-context';
import { clearDeferralStatusHandler } from './clear-deferral-status.handler';
import { getDonorDeferralStatusHandler } from './get-donor-deferral-status.handler';

/** The deferral feature's slice of the handler map. */
export const deferralHandlers: SliceHandlers<typeof deferralServices> = {
  'stickyAnnouncement/clearDeferralStatus': clearDeferralStatusHandler,
  'stickyAnnouncement/getDonorDeferralStatus': getDonorDeferralStatusHandler,
};
