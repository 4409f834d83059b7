import { count, desc, eq } from 'drizzle-orm';
import { auditLog, donors, staffMembers } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { auditConditions, auditEntry, selectAuditEntries } from './audit-search';

export const searchAuditHandler: Handler<'staff/searchAudit'> = async (ctx, params) => {
  const where = auditConditions(params.filters);
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .leftJoin(donors, eq(donors.id, auditLog.donorId))
    .where(where);
  const rows = await selectAuditEntries(ctx.db)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  ctx.audit({ objectType: 'auditLog', after: { filters: params.filters, page: params.page } });
  return { status: 200, total: counted?.total ?? 0, items: rows.map(auditEntry) };
};
