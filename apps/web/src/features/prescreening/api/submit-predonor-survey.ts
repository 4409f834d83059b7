import { useServiceMutation } from '../../../lib/service-query';

/** Submits the pre-donor survey: the donor moves on to the next pre-screening step. */
export function useSubmitPredonorSurvey() {
  return useServiceMutation('applicationFeedback/submitPreDonorSurvey', { invalidates: ['applicationFeedback/getPreRegProgress'] });
}
