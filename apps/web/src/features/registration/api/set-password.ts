import { useServiceMutation } from '../../../lib/service-query';

/** The registration's last step: the password; the reply signs the donor in. */
export function useSetRegistrationPassword() {
  return useServiceMutation('registration/setPassword');
}
