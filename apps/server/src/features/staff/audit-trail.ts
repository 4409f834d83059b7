import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { AuditEntry } from '../../service-context';

/** Appends one row to the audit trail; nothing ever updates or deletes one (the table's trigger refuses it). */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    staffId: entry.staff.staffId,
    role: entry.staff.role,
    clientAddress: entry.clientAddress,
    action: entry.action,
    donorId: entry.donorId ?? null,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
