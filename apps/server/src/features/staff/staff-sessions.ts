import { TOKEN_TTL_MS } from '@portal/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { staffMembers, staffSessions } from '../../db/schema/index';
import type { IssuedToken } from '../authentication/sessions';
import type { Services, StaffSessionInfo } from '../service-context';
import { assignedCenterIds } from './staff-members';

export async function startStaffSession(services: Services, staffId: string): Promise<IssuedToken> {
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  const [row] = await services.db.insert(staffSessions).values({ staffId, createdAt: now, expiresAt }).returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned no row');
  const token = await services.tokens.signStaff({ sessionId: row.id, staffId, expiresAt }, now);
  return { token, expiresAt };
}

/**
 * The live staff session a token names: a staff token whose signature holds, not expired, its row neither revoked
 * nor expired, and its staff member not deactivated. The role and centers are read on every call, so a change
 * takes effect at once in every process.
 */
export async function findLiveStaffSession(services: Services, token: string): Promise<StaffSessionInfo | null> {
  const now = services.clock.now();
  const claims = await services.tokens.verifyStaff(token, now);
  if (!claims) return null;
  const [row] = await services.db
    .select({ id: staffSessions.id, createdAt: staffSessions.createdAt, role: staffMembers.role })
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
  return { sessionId: row.id, staffId: claims.staffId, role: row.role, centerIds, createdAt: row.createdAt, expiresAt: claims.expiresAt };
}

export async function revokeStaffSession(services: Services, sessionId: string): Promise<void> {
  await services.db
    .update(staffSessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (deactivation): each of their tokens answers 401 from now on. */
export async function revokeAllStaffSessions(services: Services, staffId: string): Promise<void> {
  await services.db
    .update(staffSessions)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
