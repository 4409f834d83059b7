import { useServiceMutation } from '../../../lib/service-query';

/** `/profile` "Change password": nothing cached changes (the donor and this session stay as they are). */
export function useChangePassword() {
  return useServiceMutation('authentication/changePassword');
}
