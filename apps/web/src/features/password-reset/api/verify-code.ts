import { useServiceMutation } from '../../../lib/service-query';

/** Checks the code; the reply holds the reset token for the next step. */
export function useVerifyResetCode() {
  return useServiceMutation('passwordReset/verifyCode');
}
