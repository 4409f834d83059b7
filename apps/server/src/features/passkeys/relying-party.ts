import { base64Url } from '@portal/contract/entities/passkey';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { webauthnChallenges } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { PublicContext } from '../../service-context';

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

type Purpose = 'register' | 'signIn';

/**
 * Stores a challenge the server just issued for this purpose (and donor). Ended challenges are deleted on the way, so
 * the table only ever holds the last few minutes' worth.
 */
export async function storeChallenge(
  ctx: Pick<PublicContext, 'db' | 'clock'>,
  challenge: string,
  purpose: Purpose,
  party: RelyingParty,
  donorId: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await ctx.db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    donorId,
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
 * unused, unexpired, for this purpose and (adding a passkey) this donor, so a replay or a second process racing for
 * it gets nothing. Answers where it was issued for; `passkeyChallengeInvalid` otherwise: 401 for a sign-in, 400 for a
 * signed-in donor adding a passkey (a 401 there would read as her session ending).
 */
export async function claimChallenge(
  ctx: Pick<PublicContext, 'db' | 'clock'>,
  clientDataJSON: string,
  purpose: Purpose,
  donorId: string | null,
): Promise<{ challenge: string; party: RelyingParty }> {
  const refusal = purpose === 'register' ? 400 : 401;
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
        donorId === null ? isNull(webauthnChallenges.donorId) : eq(webauthnChallenges.donorId, donorId),
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
