import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/index';
import { open, seal } from '../../lib/secret-box';

/** A member's TOTP secret as stored: sealed under TOTP_ENCRYPTION_KEY with their id as additional data. */
export const sealTotpSecret = (key: string, staffId: string, secret: string): string => seal(key, `staff-totp:${staffId}`, secret);

/** The stored secret opened; null when it does not open (another key, another row, altered). */
export const openTotpSecret = (key: string, staffId: string, sealed: string): string | null => open(key, `staff-totp:${staffId}`, sealed);

/**
 * Seals the enrolled secrets stored in the clear before they were encrypted (migration 0010 drops pending ones):
 * run at start-up, after the migrations. Returns how many were sealed.
 */
export async function sealPlainTotpSecrets(db: Db, key: string): Promise<number> {
  const plain = await db
    .select({ id: staffMembers.id, secret: staffMembers.totpSecret })
    .from(staffMembers)
    .where(and(isNotNull(staffMembers.totpSecret), notLike(staffMembers.totpSecret, 'v1.%')));
  for (const row of plain) {
    if (row.secret === null) continue;
    await db
      .update(staffMembers)
      .set({ totpSecret: sealTotpSecret(key, row.id, row.secret) })
      .where(and(eq(staffMembers.id, row.id), eq(staffMembers.totpSecret, row.secret)));
  }
  return plain.length;
}
