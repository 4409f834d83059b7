import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { asc, inArray, sql } from 'drizzle-orm';
import { rows } from '../../../db/client';
import { importJobs } from '../../../db/schema/index';
import { violatedUniqueConstraint } from '../../../lib/db-errors';
import type { JobDeps } from '../../../service-context';
import { centerBatchStatement } from './center-batch';
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

/**
 * Applies one batch of an import's lines in one transaction: the first lines without an outcome, claimed with
 * `for update skip locked` (another process takes the next lines meanwhile; a process that dies mid-batch loses its
 * connection, its transaction rolls back and the lines are claimable again), checked by the routes' schemas, then
 * one statement for all of them. Answers how many lines it applied (0: none left to claim).
 */
export async function applyImportBatch(deps: ImportDeps, job: ClaimableImport, size = IMPORT_BATCH_LINES): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const claimed = await rows<{ line_no: number; raw: string }>(
      tx,
      sql`select line_no, raw from import_lines where import_id = ${job.id}::uuid and outcome is null
          order by line_no limit ${size} for update skip locked`,
    );
    if (claimed.length === 0) return 0;
    // The batch's rows come from one JSON parameter the planner takes for a few rows, so it would join them by nested
    // loops (quadratic in the batch); hash joins instead. Look-ups in the tables go through `= any(array(…))` and
    // correlated sub-queries, which keep their index scans. The plan's cost then looks huge, and PostgreSQL would spend
    // seconds compiling it (JIT): off for the batch (measured: 7.7 s → 1.0 s for 2,000 new donors, docs/performance.md).
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local jit = off`);
    const shape: FileShape = { format: job.format, columns: job.header === null ? null : csvFields(job.header) };
    const now = deps.clock.now();
    if (job.kind === 'donors') {
      const today = now.toISOString().slice(0, 10);
      const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkDonorLine(shape, line.raw, job.createdAt, today) }));
      await tx.execute(donorBatchStatement(job, lines, now));
    } else if (job.kind === 'centers') {
      const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkCenterLine(shape, line.raw) }));
      await tx.execute(centerBatchStatement(job, lines, now));
    } else {
      const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkVisitLine(shape, line.raw) }));
      await applyVisitBatch(tx, { clock: deps.clock, config: deps.config }, job, lines, now);
    }
    return claimed.length;
  });
}

async function applyWithRetries(deps: ImportDeps, job: ClaimableImport, size: number): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyImportBatch(deps, job, size);
    } catch (error) {
      if (attempt >= UNIQUE_RETRIES || violatedUniqueConstraint(error) === undefined) throw error;
    }
  }
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
    while ((await applyWithRetries(deps, job, options.batchLines ?? IMPORT_BATCH_LINES)) > 0) {
      if (options.untilMs !== undefined && Date.now() >= options.untilMs) return true;
    }
  }
  return false;
}
