import type { ServiceReply } from '@portal/contract/services/index';

type SignedInReply = ServiceReply<'registration/setPassword'>;

/**
 * The sign-in the last step returned, kept in memory only until the success screen starts the session
 * (a token never goes to storage here). A reload on that screen loses it: the donor then signs in.
 */
let completed: SignedInReply | null = null;

export function keepCompletedRegistration(reply: SignedInReply): void {
  completed = reply;
}

export function readCompletedRegistration(): SignedInReply | null {
  return completed;
}

export function forgetCompletedRegistration(): void {
  completed = null;
}
