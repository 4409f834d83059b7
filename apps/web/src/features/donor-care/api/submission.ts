import {
  DONOR_CARE_SUBMISSION_URL,
  type DonorCareDonorSubmission,
  type DonorCareSubmissionReply,
  type DonorCareVisitorSubmission,
} from '@portal/contract/services/donor-care/submission';
import { postJson } from '../../../lib/rest';
import { useInvalidatingMutation, type InvalidatingMutationOptions } from '../../../lib/service-query';

type DonorCareSubmission = DonorCareDonorSubmission | DonorCareVisitorSubmission;

interface SubmitDonorCareOptions<Context>
  extends Omit<InvalidatingMutationOptions<DonorCareSubmissionReply, DonorCareSubmission, Context>, 'mutationFn' | 'invalidates'> {
  /** The visitor's variant is sent without a token, even from a signed-in browser. */
  asVisitor?: boolean;
  /** Makes the checked body ready to send, inside the write (the visitor's screenshots are encoded only then). */
  prepare?: (body: DonorCareSubmission) => Promise<DonorCareSubmission>;
}

/**
 * `POST /api/donor-care/submission` (the forms of spec 2.17 and the chat's request): the donor's variant with
 * the session's token, after which the donor's list of requests is read again; the visitor's without one.
 */
export function useSubmitDonorCare<Context = unknown>({ asVisitor = false, prepare, ...options }: SubmitDonorCareOptions<Context> = {}) {
  return useInvalidatingMutation({
    ...options,
    mutationFn: async (body: DonorCareSubmission) =>
      postJson<DonorCareSubmissionReply>(DONOR_CARE_SUBMISSION_URL, prepare ? await prepare(body) : body, asVisitor ? { token: null } : {}),
    invalidates: asVisitor ? [] : ['donorCare/getMyCases'],
  });
}
