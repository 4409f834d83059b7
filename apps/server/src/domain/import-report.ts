import { formatMessage, isMessageKey, type Language } from '@portal/contract';
import type { ImportReport } from '@portal/contract/services/ops/imports';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importJobs, importLines } from '../db/schema/index';

/** An import as a list shows it: its state, progress and counts. */
export function importSummary(job: typeof importJobs.$inferSelect) {
  return {
    id: job.id,
    kind: job.kind,
    format: job.format,
    state: job.state,
    clientName: job.clientName,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    linesDeletedAt: job.linesDeletedAt?.toISOString() ?? null,
    totalLines: job.totalLines,
    processedLines: job.processedLines,
    counts: { created: job.created, updated: job.updated, unchanged: job.unchanged, refused: job.refused },
  };
}

/** Which imports a caller may read: an API client its own, staff every one. */
export type ReportScope = { clientId: string } | 'all';

/** An import's state, progress and counts, and a page of its refused lines in `lang`; null when there is none (for this caller). */
export async function importReport(
  db: Db,
  id: string,
  scope: ReportScope,
  page: { after: number; limit: number },
  lang: Language,
): Promise<ImportReport | null> {
  const [job] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, id), scope === 'all' ? undefined : eq(importJobs.clientId, scope.clientId)));
  if (!job) return null;
  const refused = await db
    .select({ line: importLines.lineNo, field: importLines.reasonField, code: importLines.reasonCode })
    .from(importLines)
    .where(and(eq(importLines.importId, id), eq(importLines.outcome, 'refused'), gt(importLines.lineNo, page.after)))
    .orderBy(asc(importLines.lineNo))
    .limit(page.limit + 1);
  const shown = refused.slice(0, page.limit);
  return {
    ...importSummary(job),
    refusedLines: shown.map((line) => {
      const code = line.code ?? 'badRequest';
      return { line: line.line, field: line.field ?? 'line', code, message: isMessageKey(code) ? formatMessage(lang, code) : code };
    }),
    nextAfter: refused.length > page.limit ? (shown.at(-1)?.line ?? null) : null,
  };
}
