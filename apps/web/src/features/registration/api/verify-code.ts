import { useServiceMutation } from '../../../lib/service-query';

/** Checks the registration's verification code. */
export function useVerifyRegistrationCode() {
  return useServiceMutation('registration/verifyCode');
}
