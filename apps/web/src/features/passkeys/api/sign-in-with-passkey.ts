import type { ServiceReply } from '@portal/contract/services/index';
import { deviceName } from '../../../lib/device-name';
import { callService } from '../../../lib/gateway';

export type PasskeySignInReply = ServiceReply<'passkey/signIn'>;

/**
 * Signs in with a passkey: a fresh challenge, the browser's passkey prompt (or, with `autofill`, the passkeys it
 * offers under the username field), then the server's check. Plain calls rather than react-query: the login page
 * is the first bundle; the WebAuthn helper is fetched only when asked for.
 */
export async function signInWithPasskey(autofill: boolean, onPrompt?: () => void): Promise<PasskeySignInReply> {
  const { options } = await callService('passkey/startSignIn', {});
  const { startAuthentication } = await import('@simplewebauthn/browser');
  onPrompt?.();
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  return callService('passkey/signIn', { response, device: deviceName(navigator.userAgent) });
}

/** Whether this browser offers passkeys in a field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthnAutofill();
}

/** Ends a passkey prompt still waiting (the autofill one, when the page goes away). */
export async function cancelPasskeyPrompt(): Promise<void> {
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser');
  WebAuthnAbortService.cancelCeremony();
}
