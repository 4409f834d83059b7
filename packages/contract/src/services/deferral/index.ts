import { getDonorDeferralStatus } from './get-donor-deferral-status';
import { clearDeferralStatus } from './clear-deferral-status';

/** The deferral feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const deferralServices = {
  'stickyAnnouncement/getDonorDeferralStatus': getDonorDeferralStatus,
  'stickyAnnouncement/clearDeferralStatus': clearDeferralStatus,
} as const;
