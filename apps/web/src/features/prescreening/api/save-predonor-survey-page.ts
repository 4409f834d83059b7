import { useServiceMutation } from '../../../lib/service-query';

/** Saves one page of the pre-donor survey, so the donor can resume there. */
export function useSavePredonorSurveyPage() {
  return useServiceMutation('applicationFeedback/savePreDonorSurveyPage');
}
