import { formatMessage, isMessageKey, type Language } from '@portal/contract';
import type { ImportReport } from '@portal/contract/services/ops/imports';
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importJobs, importLines } from '../db/schema/index';

/**
 * Imports with their batches' counts summed (`import_batches`: lines, created, updated, unchanged, refused), beside
 * the counts earlier releases wrote on the import's row.
 */
export function selectImports(db: Db) {
  return db
    .select({
      ...getTableColumns(importJobs),
      batches: sql<number[]>`(select array[coalesce(sum(b.lines), 0), coalesce(sum(b.created), 0), coalesce(sum(b.updated), 0),
        coalesce(sum(b.unchanged), 0), coalesce(sum(b.refused), 0)]::int[] from import_batches b where b.import_id = ${importJobs.id})`,
    })
    .from(importJobs);
}

type CountedImport = Awaited<ReturnType<typeof selectImports>>[number];

/** An import as a list shows it: its state, progress and counts. */
export function importSummary(job: CountedImport) {
  const [lines = 0, created = 0, updated = 0, unchanged = 0, refused = 0] = job.batches;
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
    processedLines: job.processedLines + lines,
    counts: {
      created: job.created + created,
      updated: job.updated + updated,
      unchanged: job.unchanged + unchanged,
      refused: job.refused + refused,
    },
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
  const [job] = await selectImports(db).where(
    and(eq(importJobs.id, id), scope === 'all' ? undefined : eq(importJobs.clientId, scope.clientId)),
  );
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
