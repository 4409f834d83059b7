import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rows } from '../../../db/client';
import { importJobs } from '../../../db/schema/index';
import { violatedUniqueConstraint } from '../../../lib/db-errors';
import type { JobDeps } from '../../../service-context';
import { centerBatchStatement } from './center-batch';
import { currentVisitTexts } from '../../../domain/visit-texts';
import { donorBatchStatement, type BatchImport } from './donor-batch';
import { csvFields } from '../../../domain/imports/import-lines';
import { checkCenterLine, checkDonorLine, checkVisitLine, type FileShape } from './import-records';
import { applyVisitBatch } from './visit-batch';

/** Lines a batch claims: one statement applies them (measured in docs/performance.md). */
export const IMPORT_BATCH_LINES = 2_000;

/** A batch that loses a race on a unique e-mail to another batch is tried again, seeing the other's donor. */
const UNIQUE_RETRIES = 3;

export type ImportDeps = Pick<JobDeps, 'db' | 'clock' | 'config'>;

interface ClaimableImport extends BatchImport {
  kind: ImportKind;
  format: ImportFormat;
  header: string | null;
  createdAt: Date;
}

/** What a batch applied: how many lines (0: none left to claim after `after`) and the last line it claimed. */
export interface AppliedBatch {
  lines: number;
  lastLine: number;
}

/**
 * Applies one batch of an import's lines in one transaction: the first lines without an outcome after line `after`,
 * claimed with `for update skip locked` (another process takes the next lines meanwhile; a process that dies mid-batch
 * loses its connection, its transaction rolls back and the lines are claimable again), checked by the routes'
 * schemas, then one statement for all of them.
 */
export async function applyImportBatch(
  deps: ImportDeps,
  job: ClaimableImport,
  size = IMPORT_BATCH_LINES,
  after = 0,
): Promise<AppliedBatch> {
  return deps.db.transaction(async (tx) => {
    // The batch's rows come from one JSON parameter the planner takes for a few rows, so it would join them by nested
    // loops (quadratic in the batch); hash joins instead. Look-ups in the tables go through `= any(array(…))` and
    // correlated sub-queries, which keep their index scans. The plan's cost then looks huge, and PostgreSQL would spend
    // seconds compiling it (JIT): off for the batch (measured: 7.7 s → 1.0 s for 2,000 new donors, docs/performance.md).
    // The claim walks the pending lines' index in order from `after` and stops at the batch's size: as a bitmap scan
    // it would read and sort every pending line of a large file for each batch (the staged table's statistics are
    // those of an empty one until it is analyzed), decision 059.
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local jit = off`);
    // Since decision 062 there is no index of the pending lines: the claim walks the primary key from `after` (over at
    // most the batch another worker applied meanwhile), never a sequential scan of the staged lines.
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const claimed = await rows<{ line_no: number; raw: string }>(
      tx,
      sql`select line_no, raw from import_lines where import_id = ${job.id}::uuid and outcome is null and line_no > ${after}
          order by line_no limit ${size} for update skip locked`,
    );
    await tx.execute(sql`set local enable_seqscan = on`);
    const lastLine = claimed.at(-1)?.line_no;
    if (lastLine === undefined) return { lines: 0, lastLine: after };
    const shape: FileShape = { format: job.format, columns: job.header === null ? null : csvFields(job.header) };
    const now = deps.clock.now();
    if (job.kind === 'donors') {
      const today = now.toISOString().slice(0, 10);
      const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkDonorLine(shape, line.raw, job.createdAt, today) }));
      // The deferral reasons document is read only for a batch with a deferral: one read a batch, never one a line.
      const withDeferral = lines.some((line) => line.checked.ok && line.checked.record.deferral !== null);
      const reasons = withDeferral ? (await currentVisitTexts({ db: tx, clock: deps.clock })).deferralReasons : {};
      await tx.execute(donorBatchStatement(job, lines, now, reasons));
    } else if (job.kind === 'centers') {
      const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkCenterLine(shape, line.raw) }));
      await tx.execute(centerBatchStatement(job, lines));
    } else {
      const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkVisitLine(shape, line.raw) }));
      await applyVisitBatch(tx, { clock: deps.clock, config: deps.config }, job, lines);
    }
    return { lines: claimed.length, lastLine };
  });
}

async function applyWithRetries(deps: ImportDeps, job: ClaimableImport, size: number, after: number): Promise<AppliedBatch> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyImportBatch(deps, job, size, after);
    } catch (error) {
      if (attempt >= UNIQUE_RETRIES || violatedUniqueConstraint(error) === undefined) throw error;
    }
  }
}

/**
 * Marks an import done once none of its lines is left without an outcome. A worker calls it when its claim finds
 * nothing: lines another worker still holds look pending until that worker commits, and that worker then claims
 * nothing in turn and calls it again, so the last batch's worker marks the import done.
 */
async function finishImport(deps: ImportDeps, importId: string): Promise<void> {
  await deps.db.execute(sql`update import_jobs set state = 'done', finished_at = ${deps.clock.now().toISOString()}::timestamptz
    where id = ${importId}::uuid and state <> 'done'
      and not exists (select 1 from import_lines where import_id = ${importId}::uuid and outcome is null)`);
}

/**
 * The job's run: every staged import not done yet, oldest first, batch after batch until no line is left to claim
 * (other processes may be applying the rest); stops starting batches at `untilMs` and answers whether work remains.
 */
export async function applyStagedImports(deps: ImportDeps, options: { untilMs?: number; batchLines?: number } = {}): Promise<boolean> {
  const open = await deps.db
    .select({
      id: importJobs.id,
      kind: importJobs.kind,
      format: importJobs.format,
      header: importJobs.header,
      clientId: importJobs.clientId,
      centerIds: importJobs.centerIds,
      createdAt: importJobs.createdAt,
    })
    .from(importJobs)
    .where(inArray(importJobs.state, ['queued', 'processing']))
    .orderBy(asc(importJobs.createdAt));
  for (const job of open) {
    await deps.db
      .update(importJobs)
      .set({ state: 'processing' })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.state, 'queued')));
    // Each batch claims after the last line this worker claimed, so no claim walks again over the lines applied before
    // (their old index entries stay until a vacuum); once nothing is left after it, one claim from the start takes
    // the lines skipped meanwhile (held by another worker then, or by one that died).
    let after = 0;
    for (;;) {
      const batch = await applyWithRetries(deps, job, options.batchLines ?? IMPORT_BATCH_LINES, after);
      if (batch.lines === 0 && after === 0) break;
      after = batch.lines === 0 ? 0 : batch.lastLine;
      if (options.untilMs !== undefined && Date.now() >= options.untilMs) return true;
    }
    await finishImport(deps, job.id);
  }
  return false;
}
