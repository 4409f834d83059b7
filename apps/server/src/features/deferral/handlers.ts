import type { deferralServices } from '@portal/contract/services/deferral/index';
import type { SliceHandlers } from '../service-context';
import { getDonorDeferralStatusHandler } from './get-donor-deferral-status.handler';
import { clearDeferralStatusHandler } from './clear-deferral-status.handler';

/** The deferral feature's slice of the handler map. */
export const deferralHandlers: SliceHandlers<typeof deferralServices> = {
  'stickyAnnouncement/getDonorDeferralStatus': getDonorDeferralStatusHandler,
  'stickyAnnouncement/clearDeferralStatus': clearDeferralStatusHandler,
};
