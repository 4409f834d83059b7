import type { AuditEntry, AuditFilters } from '@portal/contract';
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, donors, staffMembers } from '../../../db/schema/index';
import { likePattern } from '../like-pattern';

/** The `where` of an audit search: every filter given, combined. */
export function auditConditions(filters: AuditFilters): SQL | undefined {
  return and(
    filters.staff
      ? or(
          ilike(staffMembers.displayName, likePattern(filters.staff)),
          ilike(staffMembers.email, likePattern(filters.staff)),
          ilike(auditLog.apiClientName, likePattern(filters.staff)),
        )
      : undefined,
    filters.donorNumber ? eq(donors.donorNumber, filters.donorNumber) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.at, new Date(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, new Date(filters.to)) : undefined,
  );
}

/** Audit rows with the staff member and donor they name (both may be gone: rows outlive them). */
export function selectAuditEntries(db: Db) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffId: auditLog.staffId,
      staffEmail: staffMembers.email,
      staffName: staffMembers.displayName,
      role: auditLog.role,
      apiClientName: auditLog.apiClientName,
      clientAddress: auditLog.clientAddress,
      action: auditLog.action,
      donorNumber: donors.donorNumber,
      objectType: auditLog.objectType,
      objectId: auditLog.objectId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .leftJoin(donors, eq(donors.id, auditLog.donorId))
    .$dynamic();
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAuditEntries>['execute']>>[number];

export function auditEntry({ staffEmail, staffName, at, ...row }: AuditRow): AuditEntry {
  return {
    ...row,
    at: at.toISOString(),
    staff: staffEmail !== null && staffName !== null ? { id: row.staffId, email: staffEmail, displayName: staffName } : null,
  };
}
