// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { clearDeferralStatus } from './clear-deferral-status';
import { getDonorDeferralStatus } from './get-donor-deferral-status';

/** The deferral feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const deferralServices = {
  'stickyAnnouncement/clearDeferralStatus': clearDeferralStatus,
  'stickyAnnouncement/getDonorDeferralStatus': getDonorDeferralStatus,
} as const;
