import {
  DONOR_CARE_SUBMISSION_URL,
  type DonorCareDonorSubmission,
  type DonorCareSubmissionReply,
  type DonorCareVisitorSubmission,
} from '@portal/contract/services/donor-care/submission';
import { postJson, type RestOptions } from '../../../lib/rest';
import { useInvalidatingMutation } from '../../../lib/service-query';

type DonorCareSubmission = DonorCareDonorSubmission | DonorCareVisitorSubmission;

/** `POST /api/donor-care/submission`: signed in the donor's variant, as a visitor (no token) the visitor's. */
export function submitDonorCare(body: DonorCareSubmission, options: RestOptions = {}): Promise<DonorCareSubmissionReply> {
  return postJson<DonorCareSubmissionReply>(DONOR_CARE_SUBMISSION_URL, body, options);
}

/** A submission, after which the donor's list of requests is read again. */
export function useSubmitDonorCare() {
  return useInvalidatingMutation({
    mutationFn: (body: DonorCareSubmission) => submitDonorCare(body),
    invalidates: ['donorCare/getSubmissions'],
  });
}
