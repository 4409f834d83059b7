import type { ServiceReply } from '@portal/contract/services/index';
import { callAnyService } from '../../../../lib/service-query';

export type StaffPasskeySignInReply = ServiceReply<'staff/finishPasskeySignIn'>;

/** What a password sign-in sends at both of its passkey steps: the same e-mail and password (and captcha, once asked). */
export interface StaffPasswordStep {
  email: string;
  password: string;
  captcha?: string;
}

/**
 * A password sign-in's second factor answered with a passkey: a challenge for this member's passkeys, the browser's
 * prompt (the WebAuthn helper is fetched only now), the server's check.
 */
export async function finishSignInWithPasskey(step: StaffPasswordStep, onPrompt?: () => void): Promise<StaffPasskeySignInReply> {
  const { options } = await callAnyService('staff/startPasskeySignIn', step);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  onPrompt?.();
  const response = await startAuthentication({ optionsJSON: options });
  return callAnyService('staff/finishPasskeySignIn', { ...step, response });
}

/** A company sign-in's owed second factor answered with a passkey, with the ticket the provider's callback handed over. */
export async function completeProviderSignInWithPasskey(ticket: string, onPrompt?: () => void): Promise<StaffPasskeySignInReply> {
  const { options } = await callAnyService('staff/startProviderPasskeySignIn', { ticket });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  onPrompt?.();
  const response = await startAuthentication({ optionsJSON: options });
  return callAnyService('staff/completeProviderPasskeySignIn', { ticket, response });
}
