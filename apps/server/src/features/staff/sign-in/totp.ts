import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../../db/client';
import { staffMembers, staffRecoveryCodes } from '../../../db/schema/index';
import { deriveSecret, keyedHash } from '../../../lib/secrets';

/** The name authenticator apps show beside the account. */
const TOTP_ISSUER = 'Donor Portal staff';
const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after is accepted too: phones' clocks drift. */
const TOTP_TOLERANCE_SECONDS = 30;

export function newTotpSecret(email: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) };
}

/** The time step a 6-digit code matches at `now`, or null. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOTP_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const recoveryHash = (tokenSecret: string, code: string) =>
  keyedHash(deriveSecret(tokenSecret, 'staff-recovery-codes'), 'staff-recovery', code.replace(/[\s-]/g, '').toLowerCase());

/** Ten new recovery codes (about 60 bits each), replacing any earlier ones; only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, tokenSecret: string, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(8).toString('hex').slice(0, 15);
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10)}`;
  });
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: recoveryHash(tokenSecret, code) })));
  return codes;
}

/**
 * Checks a sign-in's second factor: a 6-digit code of the enrolled app, accepted once (its time step must be newer
 * than the last accepted one, updated in the same statement so two parallel calls cannot both pass), or an unused
 * recovery code, spent by the same statement that finds it.
 */
export async function checkSecondFactor(
  db: Db,
  tokenSecret: string,
  member: { id: string; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const step = member.totpSecret === null ? null : await totpStep(member.totpSecret, code, now);
    if (step === null) return false;
    const accepted = await db
      .update(staffMembers)
      .set({ totpLastStep: step })
      .where(and(eq(staffMembers.id, member.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
      .returning({ id: staffMembers.id });
    return accepted.length > 0;
  }
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, member.id),
        eq(staffRecoveryCodes.codeHash, recoveryHash(tokenSecret, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}
