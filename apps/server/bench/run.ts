import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { lighthouseScores, lighthouseTable, type PageScores } from './lighthouse';
import { compiledServer, headlessShell, logIn, signInDonor, startPortal, stopped, waitForHealth } from './portal-process';
import { availabilityOptions, fillCenterBookings } from './availability';
import { observabilityCost, printObservabilityCost, type ObservabilityCost } from './observability';
import { createFeedClients } from './feed-clients';
import { addFeedDonors, homeReadOptions, ingestVisits, planVisits, signInLedgerDonor, type IngestionResult } from './rewards';

/**
 * `npm run bench`: requests per second and latency of (a) a bare Node server, (b) the gateway's
 * cheapest authenticated donor read on the embedded database and on PostgreSQL, (c) the home's rewards reads,
 * (d) the booking screen's 14 days of availability on PostgreSQL, (e) a document and (f) the notifications list; and the gzipped
 * JavaScript the browser loads for /login; and the cost of metrics and tracing on (b) (bench/observability.ts). Compare ratios within one run, not numbers across runs.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
/** Seconds of the same load before each measured run, not counted (`BENCH_WARM_UP_SECONDS`): the compiled code, the session and the process's copies settle first. */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = 20;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Ports of the bare server, the embedded-database portal and the PostgreSQL portal (`BENCH_PORT`: two runs side by side). */
const BARE_PORT = Number(process.env.BENCH_PORT ?? 3197) + 2;
const PGLITE_PORT = BARE_PORT - 1;
const POSTGRES_PORT = BARE_PORT - 2;
/** The PostgreSQL database the run creates and fills (dropped first). */
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench';

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(target: string, options: autocannon.Options): Promise<Row> {
  if (WARM_UP_S > 0) await autocannon({ connections: CONNECTIONS, duration: WARM_UP_S, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The cheapest authenticated read: a center from the process's copy (decision 025). */
const centerRead = { serviceName: 'location', serviceType: 'bylocationids', params: { locationids: [101] } };
/** A donor's document: the before-donation tips, from the process's copy of the education store (decision 036). */
const documentRead = { serviceName: 'stickyAnnouncement', serviceType: 'getBeforeDonationTips', params: { lang: 'es' } };
/** The donor's notifications: her own rows, and the articles and promotions announced to every donor, from the process's copy (decision 037). */
const notificationsRead = { serviceName: 'notification', serviceType: 'getNotificationsPagination', params: { page: 1, limit: 10 } };

async function gatewayRead(target: string, port: number, body: object = centerRead): Promise<Row> {
  const token = await signInDonor(port, 'donor@example.com');
  return load(target, {
    url: `http://127.0.0.1:${port}/api/gateway`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** Visits ingested per run (`BENCH_VISITS`; 0 skips the rewards part), of which this many for the donor whose ledger the home reads then walk (about 1,000 entries). */
const INGESTED_VISITS = Number(process.env.BENCH_VISITS ?? 10_000);
const LEDGER_DONOR_VISITS = Math.min(510, INGESTED_VISITS);

interface StartUp {
  database: string;
  seconds: number;
  residentMb: number;
}

/** Resident memory of a process, from /proc (Linux). */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Start-up on the database the run has filled (migrations already applied, demo data there), then memory after 5 s idle. */
async function measureStartUp(database: string, port: number, env: Record<string, string>): Promise<StartUp> {
  const started = performance.now();
  const child = startPortal(port, env);
  try {
    await waitForHealth(port, child);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return { database, seconds, residentMb: await residentMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function rewardsBench(
  database: string,
  port: number,
  rows: Row[],
  ingestions: { database: string; result: IngestionResult }[],
  afterIngestion: () => Promise<void> = async () => undefined,
): Promise<void> {
  const plan = planVisits(INGESTED_VISITS, LEDGER_DONOR_VISITS);
  const clients = await createFeedClients(
    port,
    plan.map((visit) => visit.locationID),
  );
  const result = await ingestVisits(port, plan, clients);
  ingestions.push({ database, result });
  await afterIngestion();
  const token = await signInLedgerDonor(port);
  rows.push(
    await load(
      `(c) reward/getPoints, ${result.ledgerEntries + 1} ledger entries, ${database}`,
      await homeReadOptions(port, token, 'getPoints'),
    ),
  );
  rows.push(await load(`(c) reward/getRewardStatus, ${database}`, await homeReadOptions(port, token, 'getRewardStatus')));
}

async function loginJavaScriptKb(port: number): Promise<number> {
  const browser = await chromium.launch(headlessShell);
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    return sizes.reduce((a, b) => a + b, 0) / 1024;
  } finally {
    await browser.close();
  }
}

/**
 * After the demo data's seed (or a fill): the database as a running portal finds it, its statistics gathered and its
 * writes flushed, instead of autovacuum and a checkpoint working through the seed during the measured runs.
 */
async function settle(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
    await client.query(`drop database if exists ${pg.escapeIdentifier(BENCH_DATABASE)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(BENCH_DATABASE)}`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  try {
    await readFile(compiledServer);
  } catch {
    throw new Error('apps/server/dist/server.js is missing: run `npm run build` first.');
  }
  const rows: Row[] = [];
  const startUps: StartUp[] = [];
  const ingestions: { database: string; result: IngestionResult }[] = [];
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  let jsKb: number | null;
  let pageScores: PageScores[];
  let observability: ObservabilityCost | null = null;
  try {
    const bare = fork(path.join(here, 'bare-server.ts'), {
      env: { ...process.env, PORT: String(BARE_PORT) },
      execArgv: ['--import', 'tsx'],
    });
    children.push(bare);
    await new Promise((resolve) => bare.once('message', resolve));
    rows.push(await load('(a) bare Node http, fixed JSON', { url: `http://127.0.0.1:${BARE_PORT}/` }));
    bare.kill();

    const embedded = startPortal(PGLITE_PORT, { DATA_DIR: dataDir });
    children.push(embedded);
    await waitForHealth(PGLITE_PORT, embedded);
    rows.push(await gatewayRead('(b) gateway location/bylocationids, PGlite', PGLITE_PORT));
    rows.push(await gatewayRead('(e) stickyAnnouncement/getBeforeDonationTips (es), PGlite', PGLITE_PORT, documentRead));
    jsKb = await loginJavaScriptKb(PGLITE_PORT).catch((error: unknown) => {
      console.warn('JS size not measured:', error instanceof Error ? error.message : error);
      return null;
    });
    pageScores = await lighthouseScores(PGLITE_PORT, await logIn(PGLITE_PORT, 'donor@example.com')).catch((error: unknown) => {
      console.warn('Lighthouse not run:', error instanceof Error ? error.message : error);
      return [];
    });
    await stopped(embedded);
    if (INGESTED_VISITS > 0) {
      // The feed's donors go into the folder while no portal holds it; then the portal again, for the rewards part.
      await addFeedDonors({ DATA_DIR: dataDir });
      const again = startPortal(PGLITE_PORT, { DATA_DIR: dataDir });
      children.push(again);
      await waitForHealth(PGLITE_PORT, again);
      await rewardsBench('PGlite', PGLITE_PORT, rows, ingestions);
      await stopped(again);
    }
    startUps.push(await measureStartUp('PGlite', PGLITE_PORT, { DATA_DIR: dataDir }));

    if (await postgresAvailable()) {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${BENCH_DATABASE}`;
      const server = startPortal(POSTGRES_PORT, { DATABASE_URL: url.toString() });
      children.push(server);
      await waitForHealth(POSTGRES_PORT, server);
      await settle(url.toString());
      rows.push(await gatewayRead('(b) gateway location/bylocationids, PostgreSQL', POSTGRES_PORT));
      rows.push(await gatewayRead('(e) stickyAnnouncement/getBeforeDonationTips (es), PostgreSQL', POSTGRES_PORT, documentRead));
      rows.push(await gatewayRead('(f) notification/getNotificationsPagination, PostgreSQL', POSTGRES_PORT, notificationsRead));
      const taken = await fillCenterBookings(url.toString());
      await settle(url.toString());
      rows.push(
        await load(
          `(d) appointment/getAvailability, 14 days, ${taken} chairs booked, PostgreSQL`,
          availabilityOptions(POSTGRES_PORT, await signInDonor(POSTGRES_PORT, 'donor@example.com')),
        ),
      );
      if (INGESTED_VISITS > 0) {
        await addFeedDonors({ DATABASE_URL: url.toString() });
        await rewardsBench('PostgreSQL', POSTGRES_PORT, rows, ingestions, () => settle(url.toString()));
      }
      await stopped(server);
      startUps.push(await measureStartUp('PostgreSQL', POSTGRES_PORT, { DATABASE_URL: url.toString() }));
      observability = await observabilityCost(url.toString());
    } else {
      console.warn('PostgreSQL not reachable: its row is skipped');
    }
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }

  const base = rows[0]?.rps ?? 1;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, on ${os.cpus().length} cores shared with the servers\n`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | ratio to (a) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / base).toFixed(2)} |`);
  }
  console.log('\n| visit ingestion (POST /api/ops/visits, 20 in flight) | visits | seconds | visits/s | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { database, result } of ingestions) {
    console.log(
      `| ${database} | ${result.visits} | ${result.seconds.toFixed(1)} | ${result.visitsPerSecond.toFixed(0)} | ${result.errors} |`,
    );
  }
  console.log('\n| start-up on an existing database (`node dist/server.js`) | seconds to answer | resident MB after 5 s idle |');
  console.log('|---|---:|---:|');
  for (const { database, seconds, residentMb } of startUps)
    console.log(`| ${database} | ${seconds.toFixed(1)} | ${residentMb.toFixed(0)} |`);
  if (observability) printObservabilityCost(observability);
  const budget = JSON.parse(await readFile(path.join(here, 'budget.json'), 'utf8')) as { loginJsGzipKb: number };
  if (jsKb !== null) console.log(`\nJavaScript loaded by /login: ${jsKb.toFixed(1)} KB gzipped (budget ${budget.loginJsGzipKb} KB)`);
  if (pageScores.length > 0) console.log(`\n${lighthouseTable(pageScores)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
