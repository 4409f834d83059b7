import { useServiceMutation } from '../../../lib/service-query';

export function useRenamePasskey() {
  return useServiceMutation('passkey/renamePasskey', { invalidates: ['passkey/listPasskeys'] });
}
