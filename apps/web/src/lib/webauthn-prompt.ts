import { isGatewayError } from './gateway';

/** True for the browser's refusal or cancellation of a passkey prompt (no passkey chosen, prompt closed, aborted). */
export function isPromptDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/**
 * True for the browser refusing to hold a passkey prompt at all, before showing anything (a page on an address that is
 * no domain, as `127.0.0.1`, or a policy that forbids passkeys): asked again, it refuses again at once.
 */
export function isPromptRefused(error: unknown): boolean {
  return error instanceof Error && (error.name === 'SecurityError' || error.name === 'NotSupportedError');
}

/** Whether this browser can create and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** What a failed passkey step says: the server's refusal, a passkey this device already holds, a closed prompt, or the network. */
export function passkeyFailureText(error: unknown, texts: { alreadyOnDevice?: string; cancelled: string; network: string }): string {
  if (isGatewayError(error)) return error.message;
  if (texts.alreadyOnDevice && error instanceof Error && error.name === 'InvalidStateError') return texts.alreadyOnDevice;
  if (isPromptDismissed(error)) return texts.cancelled;
  return texts.network;
}
