import { useServiceMutation } from '../../../lib/service-query';

/** The donor answers one of their open cases; My requests is read again. */
export function useReplyToCase() {
  return useServiceMutation('donorCare/replyToCase', { invalidates: ['donorCare/getMyCases'] });
}
