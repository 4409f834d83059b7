import type { ServiceReply } from '@portal/contract/services/index';
import { deviceName } from '../../../lib/device-name';
import { callAnyService, useInvalidatingMutation } from '../../../lib/service-query';

export interface AddPasskeyParams {
  currentPassword: string;
  name: string;
  /** Told when the browser is asked to create the passkey (the donor follows her device's prompt). */
  onPrompt?: () => void;
}

/**
 * Adds a passkey: the password confirms it is her, the browser creates the credential (the WebAuthn helper is fetched
 * only now), the server verifies and stores it. A cancelled prompt rejects with the browser's `NotAllowedError`.
 */
export function useAddPasskey() {
  return useInvalidatingMutation<ServiceReply<'passkey/finishRegistration'>, AddPasskeyParams>({
    invalidates: ['passkey/listPasskeys'],
    mutationFn: async ({ currentPassword, name, onPrompt }) => {
      const { options } = await callAnyService('passkey/startRegistration', { currentPassword });
      const { startRegistration } = await import('@simplewebauthn/browser');
      onPrompt?.();
      const response = await startRegistration({ optionsJSON: options });
      return callAnyService('passkey/finishRegistration', { name, device: deviceName(navigator.userAgent), response });
    },
  });
}
