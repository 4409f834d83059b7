import { randomInt, randomUUID } from 'node:crypto';
import { CODE_RESEND_WAIT_MS, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MS } from '@portal/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes, type CodePurpose } from '../db/schema/index';
import { deriveSecret, keyedHash, sameHash } from '../lib/secrets';
import { ServiceError } from '../lib/service-error';
import type { PublicContext, Services } from '../service-context';

export interface IssueCodeInput {
  purpose: CodePurpose;
  /** What the code unlocks: one registration, one username's reset, one donor's new e-mail. */
  flowKey: string;
  /** Where the code goes; only its keyed hash is stored. */
  destination: string;
  subjectDonorId: string | null;
}

export interface IssuedCode {
  code: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

function secret(services: Services): string {
  return deriveSecret(services.config.tokenSecret, 'verification-codes');
}

export function destinationHash(services: Services, destination: string): string {
  return keyedHash(secret(services), 'destination', destination.trim().toLowerCase());
}

function codeHash(services: Services, id: string, code: string): string {
  return keyedHash(secret(services), 'code', `${id}:${code}`);
}

/**
 * Makes a new 6-digit code for a flow, replacing any earlier one of that flow. The resend wait and the
 * per-destination and per-address limits are the sending services' contract policies, reserved by the
 * gateway before this runs (`services/code-sending.ts`). The caller sends the code; it is never stored in clear.
 */
export async function issueCode(ctx: PublicContext, input: IssueCodeInput): Promise<IssuedCode> {
  const now = ctx.clock.now();
  const destHash = destinationHash(ctx, input.destination);

  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    // Only the newest code of a flow works: a donor who asks again (or by another channel) uses the new one.
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.flowKey, input.flowKey), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      id,
      purpose: input.purpose,
      flowKey: input.flowKey,
      destinationHash: destHash,
      codeHash: codeHash(ctx, id, code),
      subjectDonorId: input.subjectDonorId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
    });
  });
  return { code, resendAfterSeconds: CODE_RESEND_WAIT_MS / 1000, expiresInSeconds: VERIFICATION_CODE_TTL_MS / 1000 };
}

/**
 * Checks a code against the flow's live code and uses it up when right. Every try counts, right or
 * wrong, so parallel guesses cannot exceed the limit. Wrong: 400 `invalidCode`; expired: 400
 * `codeExpired`; past the tries: 429 `codeLocked`. Returns the donor the code was issued for.
 */
export async function consumeCode(ctx: PublicContext, flowKey: string, code: string): Promise<{ subjectDonorId: string | null }> {
  const now = ctx.clock.now();
  const [live] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.flowKey, flowKey), isNull(verificationCodes.usedAt)))
    .limit(1);
  if (!live) throw new ServiceError(400, 'invalidCode');
  if (live.expiresAt.getTime() <= now.getTime()) throw new ServiceError(400, 'codeExpired');

  const [counted] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, live.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!counted) throw new ServiceError(429, 'codeLocked');

  if (!sameHash(codeHash(ctx, live.id, code), live.codeHash)) throw new ServiceError(400, 'invalidCode');

  const [used] = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new ServiceError(400, 'invalidCode');
  return { subjectDonorId: live.subjectDonorId };
}
