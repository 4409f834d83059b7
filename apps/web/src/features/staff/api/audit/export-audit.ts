import type { AuditFilters } from '@portal/contract/services/staff/audit/audit-filters';
import { saveFile } from '../../../../lib/save-file';
import { callAnyService } from '../../../../lib/service-query';

/**
 * The audit rows of a search as one CSV file: chunk after chunk (the server never reads more than one at a time),
 * joined in a Blob the browser saves. Answers how many rows it holds.
 */
export async function downloadAuditCsv(filters: AuditFilters, fileName: string): Promise<number> {
  const parts: string[] = [];
  let rows = 0;
  let cursor: string | undefined;
  do {
    const chunk = await callAnyService('staff/exportAudit', { filters, ...(cursor ? { cursor } : {}) });
    parts.push(chunk.csv);
    rows += chunk.rows;
    cursor = chunk.nextCursor ?? undefined;
  } while (cursor);
  saveFile(parts, 'text/csv;charset=utf-8', fileName);
  return rows;
}
