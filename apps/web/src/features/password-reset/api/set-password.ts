import { useServiceMutation } from '../../../lib/service-query';

/** Sets the new password with a reset token (from the code or the e-mailed link). */
export function useSetNewPassword() {
  return useServiceMutation('passwordReset/setPassword');
}
