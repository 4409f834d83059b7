import type { authenticationResponseSchema } from '@portal/contract/entities/passkey';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { MessageKey } from '@portal/contract';
import { and, eq, lt } from 'drizzle-orm';
import { staffPasskeys } from '../../../db/schema/index';
import {
  CEREMONY_TIMEOUT_MS,
  claimChallenge,
  relyingParty,
  storeChallenge,
  verifyPasskeyAssertion,
} from '../../../domain/webauthn-relying-party';
import { ServiceError } from '../../../lib/service-error';
import type { PublicContext } from '../../../service-context';
import { passkeysOf } from './staff-passkey-rows';

function refuse(ctx: PublicContext, code: MessageKey): never {
  ctx.metrics.signInFailed({ account: 'staff', step: 'secondFactor' });
  throw new ServiceError(401, code);
}

/**
 * A challenge for this member's passkeys only (`allowCredentials`), stored for them: the member is known by then (their
 * password, or the provider's ticket), so the browser offers no one else's passkey and the server accepts none.
 */
export async function passkeyChallengeFor(ctx: PublicContext, staffId: string) {
  const passkeys = await passkeysOf(ctx.db, staffId);
  if (passkeys.length === 0) refuse(ctx, 'staffPasskeyRefused');
  const party = relyingParty(ctx);
  const allowCredentials = passkeys.map((row) => ({ id: row.credentialId, transports: row.transports }));
  const options = await generateAuthenticationOptions({
    rpID: party.rpId,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials,
  });
  await storeChallenge(ctx, options.challenge, 'staffSignIn', party, { staffId });
  return { ...options, allowCredentials: allowCredentials.map((credential) => ({ ...credential, type: 'public-key' as const })) };
}

/**
 * Checks a member's second factor given as a passkey: the challenge issued to this member is claimed once, the
 * credential must be one of theirs (another member's is refused like a forged one), the signature, origin, relying
 * party id and user verification must hold, and the counter must move forward (checked again in the statement that
 * records it, so two racing sign-ins with one count cannot both pass). Answers the passkey's name for the audit trail.
 */
export async function verifySecondFactorPasskey(
  ctx: PublicContext,
  staffId: string,
  response: z.output<typeof authenticationResponseSchema>,
): Promise<{ passkeyId: string; name: string }> {
  const { challenge, party } = await claimChallenge(ctx, response.response.clientDataJSON, 'staffSignIn', { staffId }).catch(
    (error: unknown) => {
      if (error instanceof ServiceError) refuse(ctx, error.code);
      throw error;
    },
  );
  const [passkey] = await ctx.db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.credentialId, response.id), eq(staffPasskeys.staffId, staffId)));
  if (!passkey) refuse(ctx, 'staffPasskeyRefused');

  const verified = await verifyPasskeyAssertion(response, { challenge, party }, passkey);
  if (!verified) refuse(ctx, 'staffPasskeyRefused');

  // An authenticator that keeps no counter reports 0 every time.
  const { newCounter, credentialBackedUp } = verified;
  const used = await ctx.db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: ctx.clock.now(), backedUp: credentialBackedUp })
    .where(and(eq(staffPasskeys.id, passkey.id), newCounter === 0 ? eq(staffPasskeys.counter, 0) : lt(staffPasskeys.counter, newCounter)))
    .returning({ id: staffPasskeys.id });
  if (used.length === 0) refuse(ctx, 'staffPasskeyRefused');
  return { passkeyId: passkey.id, name: passkey.name };
}
