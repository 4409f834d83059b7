import type { Handler } from '../../../service-context';
import { ticketMember } from '../sso/ticket-member';
import { passkeyChallengeFor } from './second-factor-passkey';

/** A challenge for the passkeys of the member a company sign-in's ticket names (their second factor still owed). */
export const startProviderPasskeySignInHandler: Handler<'staff/startProviderPasskeySignIn'> = async (ctx, params) => {
  const member = await ticketMember(ctx, params.ticket);
  return { status: 200, options: await passkeyChallengeFor(ctx, member.id) };
};
