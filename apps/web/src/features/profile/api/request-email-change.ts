import { useServiceMutation } from '../../../lib/service-query';

/** Sends a code to the new address; nothing changes until it comes back. */
export function useRequestEmailChange() {
  return useServiceMutation('profile/requestEmailChange');
}
