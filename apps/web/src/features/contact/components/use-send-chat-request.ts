import {
  DONOR_CARE_SUBMISSION_URL,
  type DonorCareDonorSubmission,
  type DonorCareSubmissionReply,
} from '@portal/contract/services/donor-care/submission';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { postJson, type RestOptions } from '../../../lib/rest';

/** `POST /api/donor-care/submission` naming the chat (spec 7): the server ends the chat with the request. */
export function useSendChatRequest(
  rest: RestOptions,
  options: Omit<UseMutationOptions<DonorCareSubmissionReply, unknown, DonorCareDonorSubmission>, 'mutationFn'> = {},
) {
  return useMutation({
    ...options,
    mutationFn: (body: DonorCareDonorSubmission) => postJson<DonorCareSubmissionReply>(DONOR_CARE_SUBMISSION_URL, body, rest),
  });
}
