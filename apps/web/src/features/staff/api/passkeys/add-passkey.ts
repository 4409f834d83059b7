import type { ServiceReply } from '@portal/contract/services/index';
import { callAnyService, useInvalidatingMutation } from '../../../../lib/service-query';

export interface AddStaffPasskeyParams {
  name: string;
  /** Told when the browser is asked to create the passkey (the member follows their device's prompt). */
  onPrompt?: () => void;
}

/**
 * Adds a passkey as the member's second factor: the server's options, the browser's credential (the WebAuthn helper is
 * fetched only now), the server's check. A cancelled prompt rejects with the browser's `NotAllowedError`.
 */
export function useAddStaffPasskey() {
  return useInvalidatingMutation<ServiceReply<'staff/finishPasskeyRegistration'>, AddStaffPasskeyParams>({
    invalidates: ['staff/listPasskeys', 'staff/getMe'],
    mutationFn: async ({ name, onPrompt }) => {
      const { options } = await callAnyService('staff/startPasskeyRegistration', {});
      const { startRegistration } = await import('@simplewebauthn/browser');
      onPrompt?.();
      const response = await startRegistration({ optionsJSON: options });
      return callAnyService('staff/finishPasskeyRegistration', { name, response });
    },
  });
}
