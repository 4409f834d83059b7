import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, rows, type Db } from '../src/db/client';
import { donorBatchStatement } from '../src/features/ops/imports/donor-batch';
import { applyImportBatch, IMPORT_BATCH_LINES } from '../src/features/ops/imports/import-batches';
import { csvFields } from '../src/domain/imports/import-lines';
import { checkDonorLine } from '../src/features/ops/imports/import-records';
import { systemClock } from '../src/lib/clock';

/**
 * `npm run bench:import:explain`: where a donor batch's time goes, on PostgreSQL (`DATABASE_URL`'s server, a fresh
 * database of its own, `BENCH_IMPORT_DATABASE`_explain). Stages `BENCH_IMPORT_DONORS` new donors (200,000 by default)
 * and one batch more, applies them batch by batch as the job does, timing each batch's phases (claiming the lines,
 * checking them in the process, the statement, the commit), then runs the next batch's statement under
 * `explain (analyze, buffers)` and rolls it back: the plan, with each insert's and each foreign key trigger's time, is
 * written to `BENCH_IMPORT_EXPLAIN_FILE` (/tmp/import-explain.txt). `BENCH_IMPORT_BATCH_LINES` sets the batch's size.
 */
const DONORS = Number(process.env.BENCH_IMPORT_DONORS ?? 200_000);
const BATCH = Number(process.env.BENCH_IMPORT_BATCH_LINES ?? IMPORT_BATCH_LINES);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `${process.env.BENCH_IMPORT_DATABASE ?? 'portal_bench_import'}_explain`;
const OUT = process.env.BENCH_IMPORT_EXPLAIN_FILE ?? '/tmp/import-explain.txt';
const HEADER =
  'donorNumber,firstName,middleName,lastName,birthDate,identityTypeId,identityLast4,email,phone,addressLine1,addressLine2,city,state,zipCode,homeLocationID,status,language';

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** The bench's donors file (`bench/import.ts`), staged by one statement: lines 2 to `count` + 1. */
async function stage(db: Db, importId: string, count: number): Promise<void> {
  await db.execute(sql`insert into import_lines (import_id, line_no, raw)
    select ${importId}::uuid, n + 2, format('%s,First%s,,Last%s,1980-02-%s,1,%s,%s@bench.example,512%s,%s Main St,,Austin,TX,78701,,donor,%s',
      b, n % 997, n, lpad(((n % 28) + 1)::text, 2, '0'), lpad((n % 10000)::text, 4, '0'), lower(b), lpad((n % 10000000)::text, 7, '0'), n,
      case when n % 3 = 0 then 'es' else 'en' end)
    from generate_series(0, ${count - 1}) as n, lateral (select 'B' || lpad(n::text, 7, '0') as b) as x`);
}

const seconds = (from: number): number => (performance.now() - from) / 1000;

async function main(): Promise<void> {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${DATABASE}`;
  const database = openPostgres(url.toString(), 2);
  try {
    await database.migrate();
    const db = database.db;
    const now = new Date();
    const [job] = await rows<{ id: string }>(
      db,
      sql`insert into import_jobs (kind, format, state, client_id, client_name, header, total_lines, created_at)
          values ('donors', 'csv', 'processing', gen_random_uuid(), 'bench', ${HEADER}, ${DONORS + BATCH}, ${now.toISOString()}::timestamptz)
          returning id`,
    );
    const importJob = {
      id: job!.id,
      kind: 'donors' as const,
      format: 'csv' as const,
      header: HEADER,
      clientId: '00000000-0000-4000-8000-000000000000',
      centerIds: null,
      createdAt: now,
    };
    await stage(db, importJob.id, DONORS + BATCH);
    await db.execute(sql`analyze`);
    const deps = { db, clock: systemClock, config: {} as never };
    let done = 0;
    let after = 0;
    let window = performance.now();
    const started = performance.now();
    while (done < DONORS) {
      const batch = await applyImportBatch(deps, importJob, BATCH, after);
      done += batch.lines;
      after = batch.lastLine;
      if (done % (BATCH * 25) === 0 || done >= DONORS) {
        console.log(`${done} donors: ${((BATCH * 25) / seconds(window)).toFixed(0)} donors/s over the last ${BATCH * 25}`);
        window = performance.now();
      }
    }
    console.log(`${DONORS} donors applied by one worker in ${seconds(started).toFixed(1)} s (${(DONORS / seconds(started)).toFixed(0)}/s)`);
    // The next batch, phase by phase, its statement explained and rolled back.
    const shape = { format: 'csv' as const, columns: csvFields(HEADER) };
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_nestloop = off`);
        await tx.execute(sql`set local jit = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        let at = performance.now();
        const claimed = await rows<{ line_no: number; raw: string }>(
          tx,
          sql`select line_no, raw from import_lines where import_id = ${importJob.id}::uuid and outcome is null
              and line_no > ${after} order by line_no limit ${BATCH} for update skip locked`,
        );
        console.log(`claim ${claimed.length} lines: ${(seconds(at) * 1000).toFixed(0)} ms`);
        at = performance.now();
        const today = now.toISOString().slice(0, 10);
        const lines = claimed.map((line) => ({ lineNo: line.line_no, checked: checkDonorLine(shape, line.raw, now, today) }));
        // The bench's lines send no deferral: no reasons to read.
        const statement = donorBatchStatement(importJob, lines, now, {});
        console.log(`check and build: ${(seconds(at) * 1000).toFixed(0)} ms`);
        at = performance.now();
        const plan = await rows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, buffers) ${statement}`);
        console.log(`statement under explain: ${(seconds(at) * 1000).toFixed(0)} ms`);
        writeFileSync(OUT, plan.map((row) => row['QUERY PLAN']).join('\n'));
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
      });
    console.log(`plan in ${OUT}`);
  } finally {
    await database.close();
    await admin(`drop database if exists ${DATABASE} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
