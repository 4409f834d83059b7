import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions, sessions } from '../db/schema/index';

/**
 * The devices a push message to the donor goes to: her subscriptions whose session was not signed out. A session past
 * its time still counts (a reminder reaches a phone whose app was last opened yesterday); a sign-out ends it.
 */
export async function donorPushDestinations(db: Db, donorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.donorId, donorId), isNull(sessions.revokedAt)))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((row) => row.id);
}

/** Ends the push subscription made in a session: its device was signed out. */
export async function removeSessionPushSubscriptions(db: Db, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
