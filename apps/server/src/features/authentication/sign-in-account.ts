import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donors } from '../../db/schema/index';

/** The donor a typed sign-in identifier names: an e-mail (already trimmed and lowercased) or a donor number in any case. */
export async function findSignInDonor(
  db: Db,
  username: string,
): Promise<{ id: string; passwordHash: string | null; closedAt: Date | null } | null> {
  const byEmail = username.includes('@');
  const [donor] = await db
    .select({ id: donors.id, passwordHash: donors.passwordHash, closedAt: donors.closedAt })
    .from(donors)
    .where(byEmail ? eq(donors.email, username) : eq(donors.donorNumber, username.toUpperCase()));
  return donor ?? null;
}

/**
 * What sign-in failures are counted against: the donor the identifier names, so her e-mail and donor number
 * share one budget; an identifier that names nobody is counted as typed, so an unknown account goes through
 * the same counts, delays and challenge as a known one (decisions 008 and 014).
 */
export async function signInAccountKey(db: Db, username: string): Promise<string> {
  const donor = await findSignInDonor(db, username);
  return donor ? `donor:${donor.id}` : `typed:${username}`;
}
