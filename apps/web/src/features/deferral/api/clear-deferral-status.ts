import { useServiceMutation } from '../../../lib/service-query';

/** Dismisses the deferral notice (spec 4: deferral status can be cleared): `mutate({ id })`. */
export function useClearDeferralStatus() {
  return useServiceMutation('stickyAnnouncement/clearDeferralStatus', { invalidates: ['stickyAnnouncement/getDonorDeferralStatus'] });
}
