import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SESSION_MAX_AGE_MS, TOKEN_TTL_MS } from '@portal/contract';
import { sessions } from '../../db/schema/index';
import type { Services, SessionInfo } from '../service-context';
import { ServiceError } from '../../lib/service-error';

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
  const token = await services.tokens.sign({ sessionId: row.id, donorId, expiresAt }, now);
  return { token, expiresAt };
}

/** Every donor call runs this look-up: prepared once per database so it is planned once per connection. */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSessionQuery>>();

function prepareLiveSessionQuery(db: Db) {
  return db
    .select({ id: sessions.id, donorId: sessions.donorId, createdAt: sessions.createdAt })
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

/** The live session a token names: signature valid, not expired, not revoked. */
export async function findLiveSession(services: Services, token: string): Promise<SessionInfo | null> {
  const now = services.clock.now();
  const claims = await services.tokens.verify(token, now);
  if (!claims) return null;
  const [row] = await liveSessionQuery(services.db).execute({ id: claims.sessionId, donorId: claims.donorId, now });
  if (!row) return null;
  return { sessionId: row.id, donorId: row.donorId, createdAt: row.createdAt, expiresAt: claims.expiresAt };
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
  const token = await services.tokens.sign({ sessionId: session.sessionId, donorId: session.donorId, expiresAt }, now);
  return { token, expiresAt };
}

export async function revokeSession(services: Services, sessionId: string): Promise<void> {
  await services.db
    .update(sessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a donor (after a password reset): each of their tokens answers 401 from now on. */
export async function revokeAllSessions(services: Services, donorId: string): Promise<void> {
  await services.db
    .update(sessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(sessions.donorId, donorId), isNull(sessions.revokedAt)));
}

/** Ends every session of a donor but one (a password changed from a signed-in page keeps that page signed in). */
export async function revokeOtherSessions(services: Services, donorId: string, keepSessionId: string): Promise<number> {
  const ended = await services.db
    .update(sessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(sessions.donorId, donorId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
