import {
  DONOR_CARE_SUBMISSION_URL,
  type DonorCareDonorSubmission,
  type DonorCareSubmissionReply,
} from '@portal/contract/services/donor-care/submission';
import { useMutation } from '@tanstack/react-query';
import { postJson, type RestOptions } from '../../../lib/rest';

/** `POST /api/donor-care/submission` naming the chat (spec 7): the server ends the chat with the request. */
export function useSendChatRequest(rest: RestOptions) {
  return useMutation({
    mutationFn: (body: DonorCareDonorSubmission) => postJson<DonorCareSubmissionReply>(DONOR_CARE_SUBMISSION_URL, body, rest),
  });
}
