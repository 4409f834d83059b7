import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorPasskeys } from '../../db/schema/index';

/** The passkey a sign-in presents, with its owner, or null for a credential the portal does not know. */
export async function findPasskey(db: Db, credentialId: string) {
  const [row] = await db.select().from(donorPasskeys).where(eq(donorPasskeys.credentialId, credentialId));
  return row ?? null;
}

/**
 * What a passkey sign-in's failures count against: the donor who owns the passkey, in the same key as her password
 * sign-ins (decision 014), or the credential as presented when nobody owns it.
 */
export async function passkeyAccountKey(db: Db, credentialId: string): Promise<string> {
  const passkey = await findPasskey(db, credentialId);
  return passkey ? `donor:${passkey.donorId}` : `typed:passkey:${credentialId}`;
}
