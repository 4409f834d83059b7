import {
  DONOR_CARE_SUBMISSION_URL,
  type DonorCareDonorSubmission,
  type DonorCareSubmissionReply,
  type DonorCareVisitorSubmission,
} from '@portal/contract/services/donor-care/submission';
import { postJson, type RestOptions } from '../../../lib/rest';

/** `POST /api/donor-care/submission`: with the token the signed-in variant, without it the visitor's. */
export function submitDonorCare(
  body: DonorCareDonorSubmission | DonorCareVisitorSubmission,
  options: RestOptions,
): Promise<DonorCareSubmissionReply> {
  return postJson<DonorCareSubmissionReply>(DONOR_CARE_SUBMISSION_URL, body, options);
}
