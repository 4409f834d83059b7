import { useServiceMutation } from '../../../lib/service-query';

export function useRemovePasskey() {
  return useServiceMutation('passkey/removePasskey', { invalidates: ['passkey/listPasskeys'] });
}
