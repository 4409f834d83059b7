import { useServiceMutation } from '../../../lib/service-query';

/** Sends the registration's verification code. */
export function useSendRegistrationCode() {
  return useServiceMutation('registration/sendCode');
}
