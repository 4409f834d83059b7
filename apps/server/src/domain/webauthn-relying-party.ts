import { base64Url, knownTransports, type AuthenticatorTransport } from '@portal/contract/entities/passkey';
import type { MessageKey } from '@portal/contract';
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { webauthnChallenges, type WebauthnPurpose } from '../db/schema/index';
import { ServiceError } from '../lib/service-error';
import type { PublicContext } from '../service-context';

/** How long a challenge may be answered: the browser's own timeout, plus a little for the round trip. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CEREMONY_TIMEOUT_MS = 4 * 60_000;

export interface RelyingParty {
  /** The relying party id: the host of PUBLIC_URL, or of the request when it is unset (never a port). */
  rpId: string;
  /** The origin the browser must report: PUBLIC_URL's, or the request's. */
  origin: string;
}

export function relyingParty(ctx: Pick<PublicContext, 'publicUrl'>): RelyingParty {
  const url = new URL(ctx.publicUrl);
  return { rpId: url.hostname, origin: url.origin };
}

/**
 * Whom a challenge is issued to: the donor adding a passkey, the staff member adding one or answering their second
 * factor, or nobody (a donor's sign-in, where the passkey itself names its owner).
 */
export type ChallengeOwner = { donorId: string } | { staffId: string } | null;

/**
 * Stores a challenge the server just issued for this purpose (and owner). Ended challenges are deleted on the way, so
 * the table only ever holds the last few minutes' worth.
 */
export async function storeChallenge(
  ctx: Pick<PublicContext, 'db' | 'clock'>,
  challenge: string,
  purpose: WebauthnPurpose,
  party: RelyingParty,
  owner: ChallengeOwner,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await ctx.db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    donorId: owner && 'donorId' in owner ? owner.donorId : null,
    staffId: owner && 'staffId' in owner ? owner.staffId : null,
    rpId: party.rpId,
    origin: party.origin,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

const clientDataSchema = z.object({
  type: z.string(),
  challenge: base64Url(1024).min(1),
  origin: z.string().max(2048),
});

/**
 * The challenge a browser's `clientDataJSON` answers, claimed once: the one statement that marks it used finds it only
 * unused, unexpired, for this purpose and owner, so a replay or a second process racing for it gets nothing. Answers
 * where it was issued for; `passkeyChallengeInvalid` otherwise: 401 for a sign-in, 400 for a signed-in donor or staff
 * member adding a passkey (a 401 there would read as their session ending).
 */
export async function claimChallenge(
  ctx: Pick<PublicContext, 'db' | 'clock'>,
  clientDataJSON: string,
  purpose: WebauthnPurpose,
  owner: ChallengeOwner,
): Promise<{ challenge: string; party: RelyingParty }> {
  const refusal = purpose === 'register' || purpose === 'staffRegister' ? 400 : 401;
  const clientData = parseClientData(clientDataJSON);
  if (!clientData) throw new ServiceError(refusal, 'passkeyRefused');
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, clientData.challenge),
        eq(webauthnChallenges.purpose, purpose),
        owner && 'donorId' in owner ? eq(webauthnChallenges.donorId, owner.donorId) : isNull(webauthnChallenges.donorId),
        owner && 'staffId' in owner ? eq(webauthnChallenges.staffId, owner.staffId) : isNull(webauthnChallenges.staffId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge, rpId: webauthnChallenges.rpId, origin: webauthnChallenges.origin });
  if (!claimed) throw new ServiceError(refusal, 'passkeyChallengeInvalid');
  return { challenge: claimed.challenge, party: { rpId: claimed.rpId, origin: claimed.origin } };
}

function parseClientData(clientDataJSON: string): z.infer<typeof clientDataSchema> | null {
  try {
    const parsed = clientDataSchema.safeParse(JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A new passkey's registration, donor's or staff member's: its challenge claimed once for `owner`, then verified
 * against the portal's origin and relying party id with user verification. Answers the columns both passkey tables
 * store; `refused` (400) when the browser's answer does not verify.
 */
export async function verifyNewPasskey(
  ctx: Pick<PublicContext, 'db' | 'clock'>,
  response: RegistrationResponseJSON,
  purpose: WebauthnPurpose,
  owner: ChallengeOwner,
  refused: MessageKey,
) {
  const { challenge, party } = await claimChallenge(ctx, response.response.clientDataJSON, purpose, owner);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new ServiceError(400, refused);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: knownTransports(credential.transports ?? response.response.transports ?? []),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/**
 * A sign-in's answer checked against the stored passkey (its key, counter and transports as both passkey tables keep
 * them), the claimed challenge, the portal's origin and relying party id, with user verification. Answers what the
 * authenticator reports (the new counter, backed up), or null when it does not verify.
 */
export async function verifyPasskeyAssertion(
  response: AuthenticationResponseJSON,
  claimed: { challenge: string; party: RelyingParty },
  stored: { credentialId: string; publicKey: string; counter: number; transports: AuthenticatorTransport[] },
) {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: claimed.challenge,
    expectedOrigin: claimed.party.origin,
    expectedRPID: claimed.party.rpId,
    credential: {
      id: stored.credentialId,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  return verification?.verified ? verification.authenticationInfo : null;
}
