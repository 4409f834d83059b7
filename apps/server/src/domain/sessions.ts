import { cancelClosureOnSignIn } from './account-closure';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SESSION_MAX_AGE_MS, TOKEN_TTL_MS } from '@portal/contract';
import { sessions } from '../db/schema/index';
import type { Services, SessionInfo } from '../service-context';
import { ServiceError } from '../lib/service-error';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function startSession(services: Services, donorId: string, isFromMobile: boolean): Promise<IssuedToken> {
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const [row] = await services.db
    .insert(sessions)
    .values({ donorId, createdAt: now, expiresAt, isFromMobile })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  const token = services.tokens.sign({ sessionId: row.id, donorId, expiresAt }, now);
  await cancelClosureOnSignIn(services.db, donorId, now);
  return { token, expiresAt };
}

/** A session this process has not read yet is looked up here: prepared once per database, parsed once per connection. */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSessionQuery>>();

function prepareLiveSessionQuery(db: Db) {
  return db
    .select({ id: sessions.id, donorId: sessions.donorId, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.donorId, sql.placeholder('donorId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session');
}

function liveSessionQuery(db: Db) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  return query;
}

/**
 * The live session a token names: signature valid, not expired, not revoked. A session this process has already
 * read comes from its cache until the row expires or a revocation notice drops it (decision 021).
 */
export async function findLiveSession(services: Services, token: string): Promise<SessionInfo | null> {
  const now = services.clock.now();
  const claims = services.tokens.verify(token, now);
  if (!claims) return null;
  const cache = services.liveSessions.donors;
  const cached = cache.get(claims.sessionId, now);
  if (cached) {
    if (cached.ownerId !== claims.donorId) return null;
    return { sessionId: claims.sessionId, donorId: cached.ownerId, createdAt: cached.createdAt, expiresAt: claims.expiresAt };
  }
  const mark = cache.mark();
  const [row] = await liveSessionQuery(services.db).execute({ id: claims.sessionId, donorId: claims.donorId, now });
  if (!row) return null;
  cache.set(row.id, { ownerId: row.donorId, createdAt: row.createdAt, expiresAt: row.expiresAt }, mark);
  return { sessionId: row.id, donorId: row.donorId, createdAt: row.createdAt, expiresAt: claims.expiresAt };
}

/** This process drops the sessions at once; the database's trigger tells the others when the change commits. */
function dropEnded(services: Services, sessionIds: readonly string[]): void {
  for (const id of sessionIds) services.liveSessions.apply(`session:${id}`);
}

/** A new token for the same session; refused (403) once the session is older than its maximum age. */
export async function renewSession(services: Services, session: SessionInfo): Promise<IssuedToken> {
  const now = services.clock.now();
  if (now.getTime() - session.createdAt.getTime() >= SESSION_MAX_AGE_MS) {
    throw new ServiceError(403, 'renewalRefused');
  }
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const updated = await services.db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (updated.length === 0) throw new ServiceError(403, 'renewalRefused');
  const token = services.tokens.sign({ sessionId: session.sessionId, donorId: session.donorId, expiresAt }, now);
  return { token, expiresAt };
}

export async function revokeSession(services: Services, sessionId: string): Promise<void> {
  const ended = await services.db
    .update(sessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  services.metrics.sessionsRevoked('donor', 'signOut', ended.length);
  dropEnded(services, [sessionId]);
}

/** Ends every session of a donor (after a password reset): each of their tokens answers 401 from now on. */
export async function revokeAllSessions(services: Services, donorId: string): Promise<void> {
  const ended = await services.db
    .update(sessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(sessions.donorId, donorId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  services.metrics.sessionsRevoked('donor', 'passwordReset', ended.length);
  dropEnded(
    services,
    ended.map((row) => row.id),
  );
}

/** Ends every session of a donor but one (a password changed from a signed-in page keeps that page signed in). */
export async function revokeOtherSessions(services: Services, donorId: string, keepSessionId: string): Promise<number> {
  const ended = await services.db
    .update(sessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(sessions.donorId, donorId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  services.metrics.sessionsRevoked('donor', 'passwordChange', ended.length);
  dropEnded(
    services,
    ended.map((row) => row.id),
  );
  return ended.length;
}
