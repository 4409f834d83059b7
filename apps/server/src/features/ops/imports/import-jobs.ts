import type { ScheduledJob } from '../../../lib/job-engine';
import type { JobDeps } from '../../../service-context';
import { IMPORT_JOB } from '../../../domain/imports/import-intake';
import { applyStagedImports } from './import-batches';
import { IMPORT_RETENTION_JOB, pruneImportLines } from './import-retention';

/** How long one run applies batches before it hands on to a fresh run (a long import never holds one job for hours). */
const RUN_BUDGET_MS = 120_000;

/**
 * Staged imports applied on the job engine: asked for as soon as an upload is staged (twice, so two processes share
 * it), and every minute, which also resumes an import whose process died mid-batch; and daily, at night in US time,
 * the retention of finished imports' staged lines (`IMPORT_LINES_RETENTION_DAYS`, docs/privacy.md).
 */
export function importsJobs(deps: JobDeps): ScheduledJob[] {
  return [
    {
      name: IMPORT_JOB,
      cron: '* * * * *',
      run: async () => {
        const more = await applyStagedImports(deps, { untilMs: Date.now() + RUN_BUDGET_MS });
        if (more) await deps.jobs.trigger(IMPORT_JOB);
      },
    },
    {
      name: IMPORT_RETENTION_JOB,
      cron: '53 9 * * *',
      run: async () => void (await pruneImportLines(deps.db, deps.clock.now(), deps.config.importLinesRetentionDays)),
    },
  ];
}
