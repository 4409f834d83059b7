import { useServiceMutation } from '../../../lib/service-query';

/** Stores the answers; then the visit shows as rated, and the balance follows the prize the wheel may bring (spec 4). */
export function useSubmitFeedback() {
  return useServiceMutation('feedback/submitAfterDonationFeedback', {
    invalidates: ['reward/getVisitHistorySecondRev', 'feedback/getvisits', 'reward/getPoints', 'reward/getRewardStatus'],
  });
}
