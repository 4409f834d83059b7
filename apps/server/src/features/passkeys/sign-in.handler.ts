import { and, eq, lt } from 'drizzle-orm';
import { donorPasskeys } from '../../db/schema/index';
import { loadUser } from '../../domain/donor-user';
import { startSession } from '../../domain/sessions';
import { ServiceError } from '../../lib/service-error';
import type { Handler, PublicContext } from '../../service-context';
import type { MessageKey } from '@portal/contract';
import { claimChallenge, verifyPasskeyAssertion } from '../../domain/webauthn-relying-party';
import { findPasskey } from './sign-in-account';
import { userHandleOf } from './user-handle';

function refuse(ctx: PublicContext, code: MessageKey): never {
  ctx.metrics.signInFailed({ account: 'donor', step: 'passkey' });
  throw new ServiceError(401, code);
}

/**
 * Signs a donor in with a passkey: the challenge is claimed once, the credential must be one of ours, the signature,
 * origin, relying party id and user verification must hold, and the authenticator's counter must move forward (a
 * cloned authenticator replays an old one). Then the same session as a password sign-in starts.
 */
export const signInHandler: Handler<'passkey/signIn'> = async (ctx, params) => {
  const { response } = params;
  const { challenge, party } = await claimChallenge(ctx, response.response.clientDataJSON, 'signIn', null).catch((error: unknown) => {
    if (error instanceof ServiceError) refuse(ctx, error.code);
    throw error;
  });
  const passkey = await findPasskey(ctx.db, response.id);
  if (!passkey) refuse(ctx, 'passkeyUnknown');
  if (response.response.userHandle !== undefined && response.response.userHandle !== userHandleOf(passkey.donorId)) {
    refuse(ctx, 'passkeyRefused');
  }

  const verified = await verifyPasskeyAssertion(response, { challenge, party }, passkey);
  if (!verified) refuse(ctx, 'passkeyRefused');

  // The counter moves only forward, checked again in the statement so two sign-ins racing with one count cannot both
  // pass; an authenticator that keeps no counter reports 0 every time.
  const { newCounter } = verified;
  const now = ctx.clock.now();
  const used = await ctx.db
    .update(donorPasskeys)
    .set({
      counter: newCounter,
      lastUsedAt: now,
      lastUsedDevice: params.device?.trim() || null,
      backedUp: verified.credentialBackedUp,
    })
    .where(and(eq(donorPasskeys.id, passkey.id), newCounter === 0 ? eq(donorPasskeys.counter, 0) : lt(donorPasskeys.counter, newCounter)))
    .returning({ id: donorPasskeys.id });
  if (used.length === 0) refuse(ctx, 'passkeyRefused');

  const { token, expiresAt } = await startSession(ctx, passkey.donorId, params.isFromMobile ?? false);
  const user = await loadUser(ctx.db, passkey.donorId, now);
  if (!user) refuse(ctx, 'passkeyUnknown');
  return { status: 200, token, expiresAt: expiresAt.toISOString(), user };
};
