import { open, stat } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { dashboardReads, measureDashboards, staffTokens } from './scale-dashboards';
import { fillTo } from './scale-fill';
import { fillToday } from './scale-fill-today';
import { compiledServer, signInDonor, startPortal, stopped, waitForHealth } from './portal-process';

/**
 * `npm run bench:scale` (PostgreSQL only): the home and history reads of one demo donor at 10 thousand visits in the
 * database and again at 10 million (500,000 filler donors), p50 and p99 of each, then the plans of the queries those
 * reads run at full size (auto_explain, read back from PostgreSQL's log). The donor's own rows are the same at both
 * sizes: only the tables around them grow. `npm run bench:scale -- fill` fills (tens of minutes, about 15 GB at the full
 * size, at the lowest priority, resuming where it stopped); `-- measure` measures; without an argument, both;
 * `-- today` gives the filled databases a busy today (a day's visits so far, then the rollup job's run), to measure after.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The databases' names start with it (`<name>_small`, `<name>_large`): a branch may fill its own beside another's. */
const NAME = process.env.BENCH_SCALE_NAME ?? 'portal_scale';
const SIZES = [
  { database: `${NAME}_small`, visits: Number(process.env.BENCH_SCALE_SMALL ?? 10_000), port: PORT },
  { database: `${NAME}_large`, visits: Number(process.env.BENCH_SCALE_LARGE ?? 10_000_000), port: PORT + 1 },
] as const;
/** One filler donor per 20 visits: 500,000 at 10 million. */
const VISITS_PER_DONOR = 20;
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const DONOR = 'donor@example.com';
/**
 * `fill` only fills (at the lowest priority, resuming where it stopped), `measure` only measures, by default both;
 * `today` fills today's visits of a filled database.
 */
const PHASE = process.argv[2] ?? 'all';
/** After the phase: `small` or `large` fills or measures one size only; `dashboards` measures only the dashboards. */
const WORDS = process.argv.slice(3);
const SIZES_WANTED = SIZES.filter(
  (size) => !WORDS.some((w) => w === 'small' || w === 'large') || WORDS.some((w) => size.database.endsWith(`_${w}`)),
);

const reads = [
  { name: 'reward/getVisitHistorySecondRev', serviceName: 'reward', serviceType: 'getVisitHistorySecondRev', params: {} },
  { name: 'reward/getPoints', serviceName: 'reward', serviceType: 'getPoints', params: {} },
  { name: 'reward/getRewardStatus', serviceName: 'reward', serviceType: 'getRewardStatus', params: {} },
  {
    name: 'notification/getNotificationsPagination',
    serviceName: 'notification',
    serviceType: 'getNotificationsPagination',
    params: { page: 1, limit: 10 },
  },
] as const;
type Read = (typeof reads)[number];

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

function gatewayBody(read: Read): string {
  return JSON.stringify({ serviceName: read.serviceName, serviceType: read.serviceType, params: read.params });
}

async function measure(port: number, token: string, read: Read): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/gateway`,
    method: 'POST',
    connections: 20,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: gatewayBody(read),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

async function startOn(database: string, port: number) {
  const server = startPortal(port, { DATABASE_URL: databaseUrl(database), SEED_DEMO: 'true' });
  try {
    await waitForHealth(port, server);
  } catch (error) {
    await stopped(server);
    throw error;
  }
  return server;
}

/** Creates the database when it is missing (the first start applies the migrations and the demo seed), then fills it. */
async function fill(admin: pg.Client, database: string, port: number, visits: number): Promise<void> {
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
  if (!exists) await admin.query(`create database ${pg.escapeIdentifier(database)}`);
  await stopped(await startOn(database, port));
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    console.log(`${database}: filling to ${visits.toLocaleString('en-US')} filler visits`);
    await fillTo(client, visits, Math.max(1, Math.round(visits / VISITS_PER_DONOR)), (line) => console.log(line));
  } finally {
    await client.end();
  }
}

/** A busy today in a filled database (`scale-fill-today.ts`). */
async function fillTodayOf(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    console.log(`${database}: today's visits`);
    await fillToday(client, (line) => console.log(line));
  } finally {
    await client.end();
  }
}

/** The plans of every query the reads run, logged by auto_explain (with ANALYZE and BUFFERS) and read back from the log. */
async function capturePlans(admin: pg.Client, database: string, port: number): Promise<string> {
  const from = await stat(PG_LOG).then(
    (info) => info.size,
    () => null,
  );
  if (from === null) return `(plans not captured: ${PG_LOG} cannot be read; set BENCH_PG_LOG)`;
  const settings = [
    `session_preload_libraries = 'auto_explain'`,
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
  ];
  for (const setting of settings) await admin.query(`alter database ${pg.escapeIdentifier(database)} set ${setting}`);
  try {
    const server = await startOn(database, port);
    try {
      const token = await signInDonor(port, DONOR);
      const staff = await staffTokens(port);
      for (const read of dashboardReads) {
        await fetch(`http://127.0.0.1:${port}/api/gateway`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staff[read.who]}` },
          body: JSON.stringify({ serviceName: 'insights', serviceType: read.serviceType, params: read.params }),
        });
      }
      for (const read of reads) {
        await fetch(`http://127.0.0.1:${port}/api/gateway`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: gatewayBody(read),
        });
      }
    } finally {
      await stopped(server);
    }
  } finally {
    await admin.query(`alter database ${pg.escapeIdentifier(database)} reset all`);
  }
  const file = await open(PG_LOG);
  try {
    const size = (await file.stat()).size;
    const buffer = Buffer.alloc(size - from);
    await file.read(buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    await file.close();
  }
}

/** Only what touches the big tables: of each plan its query, its time and its scan, sort and limit nodes. */
function summarisePlans(log: string): string[] {
  const big =
    /\b(visits|visit_payments|screening_tests|points_ledger|notifications|appointments|donor_care_cases|campaigns|messages_outbox|insight_\w+)\b/;
  const lines: string[] = [];
  for (const entry of log.split(/\n(?=\S.*LOG:\s+duration:)/)) {
    const query = /Query Text: (.*)/.exec(entry)?.[1];
    if (!query || !big.test(query)) continue;
    const duration = /duration: ([\d.]+) ms/.exec(entry)?.[1];
    lines.push(`- ${duration} ms: \`${query.slice(0, 160)}${query.length > 160 ? '…' : ''}\``);
    for (const node of entry.split('\n').filter((line) => /Scan|Sort|Limit|Aggregate/.test(line) && !/Query Text/.test(line)))
      lines.push(`    ${node.replace(/^.*?(->|\s{2})\s*/, '').trim()}`);
  }
  return lines;
}

/** The donor's reads under load (autocannon), on the small database then at once on the large one. */
async function measureDonorReads(): Promise<void> {
  const [small, large] = SIZES;
  const tokens = [await signInDonor(small.port, DONOR), await signInDonor(large.port, DONOR)];
  console.log(`\nautocannon: 20 connections, ${SECONDS} s per read and size, one demo donor (${DONOR}), PostgreSQL;`);
  console.log('each read is measured on the small database, then at once on the large one.\n');
  const label = (visits: number) => visits.toLocaleString('en-US');
  console.log(
    `| read | p50 ms at ${label(small.visits)} | p99 ms | p50 ms at ${label(large.visits)} | p99 ms | p50 ratio | p99 ratio | errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const read of reads) {
    const a = await measure(small.port, tokens[0] ?? '', read);
    const b = await measure(large.port, tokens[1] ?? '', read);
    const ratio = (x: number, y: number) => (y / Math.max(x, 1)).toFixed(2);
    console.log(
      `| ${read.name} | ${a.p50} | ${a.p99} | ${b.p50} | ${b.p99} | ${ratio(a.p50, b.p50)} | ${ratio(a.p99, b.p99)} | ${a.errors + b.errors} |`,
    );
  }
}

/** The donor's reads (both sizes only, unless `dashboards`), then the dashboards' reads on the sizes wanted. */
async function measureSizes(): Promise<void> {
  const servers = [];
  try {
    for (const size of SIZES_WANTED) servers.push(await startOn(size.database, size.port));
    if (SIZES_WANTED.length === SIZES.length && !WORDS.includes('dashboards')) await measureDonorReads();
    await measureDashboards(SIZES_WANTED);
  } finally {
    for (const server of servers) await stopped(server);
  }
}

async function main(): Promise<void> {
  await stat(compiledServer).catch(() => {
    throw new Error('apps/server/dist/server.js is missing: run `npm run build` first.');
  });
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    if (PHASE === 'fill' || PHASE === 'all') for (const size of SIZES_WANTED) await fill(admin, size.database, size.port, size.visits);
    if (PHASE === 'today') for (const size of SIZES_WANTED) await fillTodayOf(size.database);
    if (PHASE === 'measure' || PHASE === 'all') {
      await measureSizes();
      const large = SIZES[1];
      if (!SIZES_WANTED.includes(large)) return;
      console.log(`\nPlans at ${large.visits.toLocaleString('en-US')} (auto_explain, ANALYZE):\n`);
      for (const line of summarisePlans(await capturePlans(admin, large.database, large.port))) console.log(line);
    }
  } finally {
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
