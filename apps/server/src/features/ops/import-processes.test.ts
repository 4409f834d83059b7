import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rows } from '../../db/client';
import { createStaff } from '../../db/factories/staff';
import { donorFieldChanges, donors, importJobs, importLines } from '../../db/schema/index';
import { importSummary, selectImports } from '../../domain/import-report';
import { signInStaff } from '../../test/sign-in';
import { postgresUrlOf } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startWorkerProcess } from '../../test/worker-process';

/**
 * Issue 31's crash test with real OS processes: a file of a few thousand donor lines (one in ten refused) staged through
 * `POST /api/ops/imports`, applied by a worker process (`test/import-worker.ts`, the job's own function) that is killed
 * with SIGKILL while a batch's transaction is open, half-way through; another process finishes it. Every line then has
 * one outcome, every donor and change record exists once, and the same file again changes nothing. PostgreSQL only:
 * the embedded database belongs to one process. No fixed waits: each step waits on the database's state.
 */
const onPostgres = Boolean(inject('postgresUrl'));
const WORKER = fileURLToPath(new URL('../../test/import-worker.ts', import.meta.url));
const LINES = 3_000;
const PREFIX = 'K';

let t: TestApp;
let secret: string;
const started: ChildProcess[] = [];

async function startWorker(): Promise<ChildProcess> {
  const env = { DATABASE_URL: postgresUrlOf(t.database) ?? '', IMPORT_WORKER_BATCH_LINES: '100' };
  return (await startWorkerProcess(WORKER, env, started)).child;
}

/** Line n (from 1): a donor, except every tenth, born in the future and refused. */
const csv = [
  'donorNumber,firstName,lastName,birthDate,identityTypeId,identityLast4,status,language',
  ...Array.from({ length: LINES }, (_, i) => {
    const n = i + 1;
    return `${PREFIX}${String(n).padStart(6, '0')},Donor${n},Crash,${n % 10 === 0 ? '2999-01-01' : '1980-02-03'},1,${String(n % 10_000).padStart(4, '0')},donor,en`;
  }),
].join('\n');
const REFUSED = LINES / 10;

async function stage(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/imports?kind=donors',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${secret}` },
    payload: csv,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ importID: string }>().importID;
}

/** The import as its report counts it: its state, and its batches' counts summed. */
const jobOf = async (id: string) => {
  const [job] = await selectImports(t.database.db).where(eq(importJobs.id, id));
  if (!job) return undefined;
  const { state, totalLines, processedLines, counts } = importSummary(job);
  return { state, totalLines, processedLines, ...counts };
};

/** A batch of the worker's is open: its transaction has claimed lines and not committed. */
async function workerInBatch(): Promise<boolean> {
  const open = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pg_stat_activity where application_name = 'import-worker' and xact_start is not null`,
  );
  return (open[0]?.n ?? 0) > 0;
}

const crashDonors = () =>
  t.database.db
    .select({ id: donors.id })
    .from(donors)
    .where(like(donors.donorNumber, `${PREFIX}%`));

describe.skipIf(!onPostgres)('an import whose worker process is killed half-way (SIGKILL), finished by another process', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
    const created = await t.call('integrations/createApiClient', { name: 'DMS crash test', operations: ['imports'] } as never, {
      token: admin,
    });
    secret = created.json<{ secret: string }>().secret;
  }, 60_000);
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t.close();
  });

  it('applies every line exactly once, and the same file again changes nothing', { timeout: 120_000 }, async () => {
    const first = await stage();
    const dying = await startWorker();
    // Half-way, with a batch's transaction open in the worker: then SIGKILL, no chance to finish or roll back itself.
    await expect
      .poll(async () => ((await jobOf(first))?.processedLines ?? 0) >= LINES / 2 && (await workerInBatch()), {
        timeout: 60_000,
        interval: 5,
      })
      .toBe(true);
    const killed = once(dying, 'exit');
    dying.kill('SIGKILL');
    await killed;
    // PostgreSQL notices the dropped connection and rolls the open batch back: its lines are claimable again.
    await expect.poll(workerInBatch, { timeout: 30_000 }).toBe(false);
    const atDeath = await jobOf(first);
    expect(atDeath?.processedLines).toBeLessThan(LINES);
    expect(atDeath?.state).toBe('processing');
    const pending = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from import_lines where import_id = ${first}::uuid and outcome is null`,
    );
    expect(pending[0]?.n).toBe(LINES - (atDeath?.processedLines ?? 0));

    const resumedAt = performance.now();
    const next = await startWorker();
    await expect.poll(async () => (await jobOf(first))?.state, { timeout: 60_000 }).toBe('done');
    process.stdout.write(
      `import worker killed at ${atDeath?.processedLines ?? 0}/${LINES} lines; another process finished the rest in ${(performance.now() - resumedAt).toFixed(0)} ms (start included)\n`,
    );
    expect(await jobOf(first)).toMatchObject({
      totalLines: LINES,
      processedLines: LINES,
      created: LINES - REFUSED,
      updated: 0,
      unchanged: 0,
      refused: REFUSED,
    });
    const outcomes = await rows<{ outcome: string; n: number }>(
      t.database.db,
      sql`select outcome, count(*)::int as n from import_lines where import_id = ${first}::uuid group by outcome order by outcome`,
    );
    expect(outcomes).toEqual([
      { outcome: 'created', n: LINES - REFUSED },
      { outcome: 'refused', n: REFUSED },
    ]);
    expect(await crashDonors()).toHaveLength(LINES - REFUSED);
    // One change record per donor and group of details: none written twice by the batch that died.
    const doubled = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (select donor_id, field from donor_field_changes group by donor_id, field having count(*) > 1) d`,
    );
    expect(doubled[0]?.n).toBe(0);
    const changes = (await t.database.db.select({ id: donorFieldChanges.id }).from(donorFieldChanges)).length;

    const again = await stage();
    await expect.poll(async () => (await jobOf(again))?.state, { timeout: 60_000 }).toBe('done');
    expect(await jobOf(again)).toMatchObject({
      processedLines: LINES,
      created: 0,
      updated: 0,
      unchanged: LINES - REFUSED,
      refused: REFUSED,
    });
    expect(await crashDonors()).toHaveLength(LINES - REFUSED);
    expect((await t.database.db.select({ id: donorFieldChanges.id }).from(donorFieldChanges)).length).toBe(changes);
    const leftOver = await t.database.db
      .select({ n: importLines.lineNo })
      .from(importLines)
      .where(sql`${importLines.outcome} is null`);
    expect(leftOver).toEqual([]);

    const stopped = once(next, 'exit');
    next.kill('SIGTERM');
    await stopped;
  });
});
