import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/index';
import { hasPasskeySql } from './passkeys/staff-passkey-rows';

/** The active staff member an e-mail (already trimmed and lowercased) names, with what sign-in needs. */
export async function findSignInStaff(db: Db, email: string) {
  const [member] = await db
    .select({
      id: staffMembers.id,
      passwordHash: staffMembers.passwordHash,
      role: staffMembers.role,
      totpSecret: staffMembers.totpSecret,
      deactivatedAt: staffMembers.deactivatedAt,
      breakGlass: staffMembers.breakGlass,
      hasPasskey: hasPasskeySql,
    })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return member ?? null;
}

/** What staff sign-in failures are counted against: the staff member, or the typed e-mail when it names nobody (decision 014). */
export async function staffSignInAccountKey(db: Db, email: string): Promise<string> {
  const member = await findSignInStaff(db, email);
  return member ? `staff:${member.id}` : `typed-staff:${email}`;
}
