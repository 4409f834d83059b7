import { DAY_MS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';

/** The job engine's name for deleting finished imports' staged lines. */
export const IMPORT_RETENTION_JOB = 'import-retention';

/** An arbitrary but fixed key: one pruning run holds it, any other finds it taken and skips. */
const IMPORT_RETENTION_LOCK = 310_031;

/**
 * Deletes the staged lines of every import finished more than `days` ago by the injected clock (their raw text is
 * the file's personal data), keeping the import's row with its counts and marking when its lines went. A second run
 * finds nothing left; a transaction-scoped advisory lock keeps two processes from running it at once. Answers the
 * imports pruned and the lines deleted, null when another run held the lock.
 */
export async function pruneImportLines(db: Db, now: Date, days: number): Promise<{ imports: number; lines: number } | null> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${IMPORT_RETENTION_LOCK}) as locked`);
    if (!lock?.locked) return null;
    const [done] = await rows<{ imports: number; lines: number }>(
      tx,
      sql`with due as (
            update import_jobs set lines_deleted_at = ${now.toISOString()}::timestamptz
            where state = 'done' and finished_at < ${cutoff}::timestamptz and lines_deleted_at is null
            returning id
          ),
          deleted as (delete from import_lines where import_id in (select id from due) returning 1)
          select (select count(*)::int from due) as imports, (select count(*)::int from deleted) as lines`,
    );
    return done ?? { imports: 0, lines: 0 };
  });
}
