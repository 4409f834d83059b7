import { useServiceMutation } from '../../../lib/service-query';

/** Sends the donor's referral link to a friend by e-mail or text. */
export function useShareReferral() {
  return useServiceMutation('referral/shareReferralV2');
}
