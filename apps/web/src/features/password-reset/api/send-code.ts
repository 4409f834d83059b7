import { useServiceMutation } from '../../../lib/service-query';

/** Sends a reset code by e-mail or text; nothing cached changes. */
export function useSendResetCode() {
  return useServiceMutation('passwordReset/sendCode');
}
