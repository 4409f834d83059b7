import http from 'node:http';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import pg from 'pg';
import { choiceColumns } from '../src/features/ops/imports/import-records';
import { getOnce, startPortal, stopped, waitForHealth } from './portal-process';

/**
 * `npm run bench:import`: `BENCH_IMPORT_DONORS` donors (1,000,000 by default, one in four with her communication
 * choices), made by a generator as they are sent (never held), posted as one CSV file to `POST /api/ops/imports` on
 * PostgreSQL (`DATABASE_URL`'s server, a fresh database of its own), applied by two portal processes (the one that
 * took the upload and a second), each running the job engine. Prints the upload's and the whole import's rate in
 * donors a second and each process's peak resident memory (VmHWM), then a second run of the same file (all
 * unchanged) and a third where every donor sending choices changed all nine, with the machine's load average. The
 * database is `BENCH_IMPORT_DATABASE` (portal_bench_import), dropped at the end. Needs `npm run build -w apps/server`
 * first.
 */
const DONORS = Number(process.env.BENCH_IMPORT_DONORS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 11;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = process.env.BENCH_IMPORT_DATABASE ?? 'portal_bench_import';
/** `BENCH_IMPORT_SECOND_RUN=false`: the first load alone. */
const SECOND_RUN = process.env.BENCH_IMPORT_SECOND_RUN !== 'false';
const KEY = 'bench-import-key-0123456789abcdef-bench';

const HEADER = `donorNumber,firstName,middleName,lastName,birthDate,identityTypeId,identityLast4,email,phone,addressLine1,addressLine2,city,state,zipCode,homeLocationID,status,language,${choiceColumns.join(',')}\n`;

/**
 * One donor in four sends her choices (each one varied by her number; `flipped`: each the other way, a night when
 * every one of them changed all nine); the others none, keeping the portal's.
 */
const choiceCells = (n: number, flipped: boolean): string =>
  n % 4 === 0
    ? choiceColumns.map((_, at) => String((((n >> (at + 2)) & 1) === 1) !== flipped)).join(',')
    : ','.repeat(choiceColumns.length - 1);

/** The file, a thousand lines a chunk. */
function* donorFile(count: number, flipped: boolean): Generator<string> {
  yield HEADER;
  for (let from = 0; from < count; from += 1000) {
    let chunk = '';
    for (let n = from; n < Math.min(count, from + 1000); n++) {
      const number = `B${String(n).padStart(7, '0')}`;
      const day = String((n % 28) + 1).padStart(2, '0');
      chunk += `${number},First${n % 997},,Last${n},1980-02-${day},1,${String(n % 10_000).padStart(4, '0')},${number.toLowerCase()}@bench.example,512${String(n % 10_000_000).padStart(7, '0')},${n} Main St,,Austin,TX,78701,,donor,${n % 3 === 0 ? 'es' : 'en'},${choiceCells(n, flipped)}\n`;
    }
    yield chunk;
  }
}

/** Peak and current resident memory of a process, in MB, from /proc. */
function memoryOf(pid: number): { peakMb: number; nowMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM') / 1024), nowMb: Math.round(kb('VmRSS') / 1024) };
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

function upload(count: number, flipped: boolean): Promise<{ importID: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/ops/imports?kind=donors',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${KEY}` },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode !== 202) reject(new Error(`upload answered ${response.statusCode}: ${body}`));
          else resolve({ importID: (JSON.parse(body) as { importID: string }).importID, seconds: (performance.now() - started) / 1000 });
        });
      },
    );
    request.on('error', reject);
    Readable.from(donorFile(count, flipped)).pipe(request);
  });
}

interface Report {
  state: string;
  processedLines: number;
  totalLines: number;
  counts: Record<string, number>;
}

/** Each process's resident memory (MB) sampled with the lines applied so far: whether it follows the file or levels off. */
type Samples = Record<string, { applied: number; rssMb: number }[]>;

async function waitForDone(importID: string, pids: Record<string, number>, samples: Samples): Promise<Report> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reply = await getOnce(PORT, `/api/ops/imports/${importID}?limit=1`, {
      headers: { authorization: `Bearer ${KEY}` },
      timeoutMs: 30_000,
    });
    if (reply.status !== 200) throw new Error(`report answered ${reply.status}: ${reply.body}`);
    const report = JSON.parse(reply.body) as Report;
    for (const [name, pid] of Object.entries(pids))
      (samples[name] ??= []).push({ applied: report.processedLines, rssMb: memoryOf(pid).nowMb });
    process.stderr.write(`\r${report.processedLines}/${report.totalLines} lines applied   `);
    if (report.state === 'done') {
      process.stderr.write('\n');
      return report;
    }
  }
}

/** The highest resident memory sampled while each fifth of the file was applied. */
function rssByFifth(points: { applied: number; rssMb: number }[]): string {
  const peaks = [0, 0, 0, 0, 0];
  for (const point of points) {
    const fifth = Math.min(4, Math.floor((point.applied / DONORS) * 5));
    peaks[fifth] = Math.max(peaks[fifth] ?? 0, point.rssMb);
  }
  return peaks.map((mb) => `${mb}`).join(' / ');
}

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function run(label: string, pids: Record<string, number>, flipped = false): Promise<void> {
  console.log(`${label}: started ${new Date().toISOString()}, load average ${load()}`);
  const started = performance.now();
  const sent = await upload(DONORS, flipped);
  console.log(
    `${label}: ${DONORS} donors uploaded and staged in ${sent.seconds.toFixed(1)} s (${(DONORS / sent.seconds).toFixed(0)} lines/s)`,
  );
  const samples: Samples = {};
  const report = await waitForDone(sent.importID, pids, samples);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: done in ${seconds.toFixed(1)} s: ${(DONORS / seconds).toFixed(0)} donors/s; counts ${JSON.stringify(report.counts)}; load average ${load()}`,
  );
  for (const [name, pid] of Object.entries(pids)) {
    const memory = memoryOf(pid);
    console.log(`  ${name} (pid ${pid}): peak RSS ${memory.peakMb} MB, now ${memory.nowMb} MB`);
    console.log(`    RSS sampled each second, highest while each fifth of the lines was applied (MB): ${rssByFifth(samples[name] ?? [])}`);
  }
}

async function main(): Promise<void> {
  const url = await freshDatabase();
  console.log(`database ${DATABASE} created ${new Date().toISOString()}`);
  const env = { DATABASE_URL: url, OPS_API_KEY: KEY, SEED_DEMO: 'false' };
  const first = startPortal(PORT, env);
  await waitForHealth(PORT, first);
  console.log(`server on ${PORT} healthy ${new Date().toISOString()}`);
  const second = startPortal(PORT + 1, { ...env, MIGRATE_ON_START: 'false' });
  try {
    await waitForHealth(PORT + 1, second);
    const pids = { 'server (upload and batches)': first.pid ?? 0, 'second process (batches)': second.pid ?? 0 };
    console.log(`bench:import on PostgreSQL, ${DONORS} donors, 2 processes`);
    await run('first run', pids);
    if (SECOND_RUN) {
      await run('second run (same file)', pids);
      await run('third run (the lines with choices send every one changed)', pids, true);
    }
  } finally {
    await stopped(second);
    await stopped(first);
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
