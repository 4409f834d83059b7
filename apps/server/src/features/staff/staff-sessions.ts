import { TOKEN_TTL_MS } from '@portal/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { staffMembers, staffSessions } from '../../db/schema/index';
import type { IssuedToken } from '../../domain/sessions';
import type { Services, StaffSessionInfo } from '../../service-context';
import { assignedCenterIds } from './members/staff-members';
import { secondFactorEnrolledSql } from './passkeys/staff-passkey-rows';

/**
 * A new staff session: an hour after a password sign-in; after a single sign-on, `STAFF_OIDC_MAX_SESSION_HOURS`, when the
 * provider is asked again (so a member removed there loses an open session by then, issue 32).
 */
export async function startStaffSession(
  services: Services,
  staffId: string,
  method: 'password' | 'provider' = 'password',
): Promise<IssuedToken> {
  const now = services.clock.now();
  const lifetime = method === 'provider' ? services.config.staffOidcMaxSessionHours * 3_600_000 : TOKEN_TTL_MS;
  const expiresAt = new Date(now.getTime() + lifetime);
  const [row] = await services.db
    .insert(staffSessions)
    .values({ staffId, createdAt: now, expiresAt, method })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned no row');
  await services.db.update(staffMembers).set({ lastSignInAt: now }).where(eq(staffMembers.id, staffId));
  const token = services.tokens.signStaff({ sessionId: row.id, staffId, expiresAt }, now);
  return { token, expiresAt };
}

/**
 * The live staff session a token names: a staff token whose signature holds, not expired, its row neither revoked
 * nor expired, and its staff member not deactivated. Kept in the process's cache with the role and centers: the
 * database notifies every process when a session ends or a member's role, centers or deactivation change
 * (decision 021), so a change takes effect at once everywhere.
 */
export async function findLiveStaffSession(services: Services, token: string): Promise<StaffSessionInfo | null> {
  const now = services.clock.now();
  const claims = services.tokens.verifyStaff(token, now);
  if (!claims) return null;
  const cache = services.liveSessions.staff;
  const cached = cache.get(claims.sessionId, now);
  if (cached) {
    if (cached.ownerId !== claims.staffId) return null;
    const { role, centerIds, secondFactorEnrolled, viaProvider, createdAt } = cached;
    const live = { role, centerIds, secondFactorEnrolled, viaProvider, createdAt, expiresAt: claims.expiresAt };
    return { sessionId: claims.sessionId, staffId: cached.ownerId, ...live };
  }
  const mark = cache.mark();
  const [row] = await services.db
    .select({
      id: staffSessions.id,
      createdAt: staffSessions.createdAt,
      expiresAt: staffSessions.expiresAt,
      role: staffMembers.role,
      secondFactorEnrolled: secondFactorEnrolledSql,
      method: staffSessions.method,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, claims.sessionId),
        eq(staffSessions.staffId, claims.staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.deactivatedAt),
      ),
    );
  if (!row) return null;
  const centerIds = await assignedCenterIds(services.db, claims.staffId);
  const { role, secondFactorEnrolled, createdAt, expiresAt } = row;
  const viaProvider = row.method === 'provider';
  cache.set(row.id, { ownerId: claims.staffId, role, centerIds, secondFactorEnrolled, viaProvider, createdAt, expiresAt }, mark);
  return {
    sessionId: row.id,
    staffId: claims.staffId,
    role,
    centerIds,
    secondFactorEnrolled,
    viaProvider,
    createdAt,
    expiresAt: claims.expiresAt,
  };
}

export async function revokeStaffSession(services: Services, sessionId: string): Promise<void> {
  const ended = await services.db
    .update(staffSessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  services.metrics.sessionsRevoked('staff', 'signOut', ended.length);
  services.liveSessions.apply(`staffSession:${sessionId}`);
}

/** Ends every session of a staff member (deactivation, a reset second factor): each of their tokens answers 401 from now on. */
export async function revokeAllStaffSessions(
  services: Services,
  staffId: string,
  reason: 'staffDeactivated' | 'secondFactorReset',
): Promise<void> {
  const ended = await services.db
    .update(staffSessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  services.metrics.sessionsRevoked('staff', reason, ended.length);
  services.liveSessions.apply(`staff:${staffId}`);
}
