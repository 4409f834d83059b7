import { AUDIT_EXPORT_CHUNK_ROWS } from '@portal/contract/services/staff/audit/export-audit';
import { and, desc, sql } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { auditCsvHeader, auditCsvLines } from './audit-csv';
import { auditConditions, auditEntry, selectAuditEntries } from './audit-search';

/** Where the next chunk starts: the last row's time and id (rows are read newest first, the id breaking ties). */
const cursorOf = (row: { at: Date; id: string }) => `${row.at.toISOString()}_${row.id}`;

function parseCursor(cursor: string): { at: Date; id: string } {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(cursor);
  const at = match?.[1] ? new Date(match[1]) : null;
  if (!match?.[2] || !at || Number.isNaN(at.getTime())) throw new ServiceError(400, 'badRequest');
  return { at, id: match[2] };
}

/** One chunk of the export: keyset paging, so the thousandth chunk costs what the first does. */
export const exportAuditHandler: Handler<'staff/exportAudit'> = async (ctx, params) => {
  const after = params.cursor ? parseCursor(params.cursor) : null;
  const rows = await selectAuditEntries(ctx.db)
    .where(
      and(
        auditConditions(params.filters),
        after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_EXPORT_CHUNK_ROWS + 1);
  const chunk = rows.slice(0, AUDIT_EXPORT_CHUNK_ROWS);
  const last = chunk[chunk.length - 1];
  const header = params.cursor ? '' : `${auditCsvHeader.join(',')}\r\n`;
  ctx.audit({ objectType: 'auditLog', after: { filters: params.filters, export: params.cursor ? 'continued' : 'started' } });
  return {
    status: 200,
    csv: header + auditCsvLines(chunk.map(auditEntry)),
    rows: chunk.length,
    nextCursor: rows.length > AUDIT_EXPORT_CHUNK_ROWS && last ? cursorOf(last) : null,
  };
};
