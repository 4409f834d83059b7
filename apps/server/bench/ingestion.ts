import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { compiledServer, serverDir, stopped, waitForHealth } from './portal-process';
import { createFeedClients } from './feed-clients';
import { addFeedDonors, ingestVisits, planVisits } from './rewards';

/**
 * `npm run bench:ingestion -w apps/server -- [server.js] [pglite|postgres]`: only the visit ingestion of `npm run bench`
 * (`BENCH_VISITS`, 20 in flight) on a fresh database, with the server process's CPU time per visit, which moves less than
 * visits per second on a shared machine. Give another build's `server.js` (`node scripts/build.mjs <folder>`) to
 * compare two versions back to back. `PGHOST=/var/run/postgresql` uses PostgreSQL's Unix socket instead of TCP. The
 * visits come through each center's feed clients (bench/feed-clients.ts), made before the measured run; a refused call
 * ends the bench with an error.
 */
const [serverJs = compiledServer, kind = 'postgres'] = process.argv.slice(2);
const VISITS = Number(process.env.BENCH_VISITS ?? 4000);
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 3;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'portal_bench_ingestion';
/** Node's options for the server, e.g. `BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'` for a profile of the ingestion. */
const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];

/** User and system CPU seconds of a process so far, from /proc (Linux: clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function freshPostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${DATABASE}`;
  if (process.env.PGHOST) url.searchParams.set('host', process.env.PGHOST);
  return url.toString();
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-ingestion-'));
  const postgresUrl = kind === 'pglite' ? null : await freshPostgres();
  const database = postgresUrl === null ? { DATA_DIR: dataDir } : { DATABASE_URL: postgresUrl };
  const start = () =>
    spawn(process.execPath, [...nodeOptions, path.resolve(serverDir, serverJs)], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...database,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret!!',
        TOTP_ENCRYPTION_KEY: 'b'.repeat(64),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let child = start();
  try {
    await waitForHealth(PORT, child);
    // The feed's donors, once the portal has made the schema: PGlite's folder only while no portal holds it.
    if (postgresUrl === null) await stopped(child);
    await addFeedDonors(database);
    if (postgresUrl === null) {
      child = start();
      await waitForHealth(PORT, child);
    }
    const plan = planVisits(VISITS, Math.min(510, Math.floor(VISITS / 20)));
    const clients = await createFeedClients(
      PORT,
      plan.map((visit) => visit.locationID),
    );
    const load = os.loadavg()[0]?.toFixed(1);
    const cpuBefore = cpuSeconds(child.pid ?? 0);
    const ownBefore = process.cpuUsage();
    const result = await ingestVisits(PORT, plan, clients);
    const own = process.cpuUsage(ownBefore);
    console.log(`load generator CPU ${((own.user + own.system) / 1000 / result.visits).toFixed(2)} ms a visit`);
    const cpuMs = ((cpuSeconds(child.pid ?? 0) - cpuBefore) * 1000) / result.visits;
    console.log(
      `${serverJs} ${kind}: ${result.visits} visits in ${result.seconds.toFixed(1)} s, ${result.visitsPerSecond.toFixed(0)} visits/s, ` +
        `${result.errors} errors, server CPU ${cpuMs.toFixed(2)} ms a visit, load ${load} before`,
    );
  } finally {
    await stopped(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
