import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { referralCodes, referralPrograms } from '../db/schema/index';
import { violatedUniqueConstraint } from '../lib/db-errors';
import { visibleAt } from './publish-window';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TRIES = 5;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The donor a referral code belongs to, or null (registration ignores unknown codes). */
export async function referrerOfCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ donorId: referralCodes.donorId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normaliseCode(code)));
  return row?.donorId ?? null;
}

/** The donor's code, made on first use; a code drawn twice is drawn again, a concurrent first use is read back. */
export async function ensureReferralCode(db: Db, donorId: string, now: Date): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.donorId, donorId));
    if (existing) return existing.code;
    try {
      const [row] = await db
        .insert(referralCodes)
        .values({ donorId, code: newCode(), createdAt: now })
        .onConflictDoNothing({ target: referralCodes.donorId })
        .returning();
      if (row) return row.code;
    } catch (error) {
      if (violatedUniqueConstraint(error) === undefined || attempt >= CODE_TRIES) throw error;
    }
  }
}

export type ReferralProgramRow = typeof referralPrograms.$inferSelect;

/** The program offered now: the newest active one, while published and not retired (decision 033). */
export async function activeProgram(db: Db, now: Date): Promise<ReferralProgramRow | null> {
  const [row] = await db
    .select()
    .from(referralPrograms)
    .where(and(eq(referralPrograms.active, true), visibleAt(referralPrograms, now)))
    .orderBy(desc(referralPrograms.createdAt))
    .limit(1);
  return row ?? null;
}

export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl}/referral/referral-unique-code/${encodeURIComponent(code)}`;
}
