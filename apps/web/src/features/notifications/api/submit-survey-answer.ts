import { useServiceMutation } from '../../../lib/service-query';

/** A survey promotion's answers: the promotion shows as answered, and its reward points reach the balance. */
export function useSubmitSurveyAnswer() {
  return useServiceMutation('marketing/submitSurveyAnswer', { invalidates: ['marketing/getSinglePromotion', 'reward/getPoints'] });
}
