import { caseEscalationRoles } from '@portal/contract';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffCenters, staffMembers } from '../../db/schema/index';
import { centerScopedRoles } from '../../domain/center-scope';

/**
 * The staff a case may be given to: donor care and admins always; the center's managers and staff while the case is
 * not escalated above the center. Deactivated accounts never.
 */
export async function caseAssignees(db: Db, where: { centerId: number | null; escalated: boolean }, only?: string) {
  const companyWide = inArray(staffMembers.role, [...caseEscalationRoles]);
  const atCenter: SQL | undefined =
    where.centerId !== null && !where.escalated
      ? and(inArray(staffMembers.role, [...centerScopedRoles]), eq(staffCenters.locationId, where.centerId))
      : undefined;
  const rows = await db
    .selectDistinct({ id: staffMembers.id, name: staffMembers.displayName })
    .from(staffMembers)
    .leftJoin(staffCenters, eq(staffCenters.staffId, staffMembers.id))
    .where(
      and(
        isNull(staffMembers.deactivatedAt),
        atCenter ? or(companyWide, atCenter) : companyWide,
        only ? eq(staffMembers.id, only) : undefined,
      ),
    )
    .orderBy(asc(staffMembers.displayName));
  return rows;
}
