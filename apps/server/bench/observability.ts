import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInDonor, startPortal, stopped, waitForHealth } from './portal-process';

/**
 * The cost of observability (issue 29): the gateway's cheapest authenticated read (`location/bylocationids`, as row
 * (b) of `npm run bench`) on PostgreSQL, each setting in a fresh process as `npm start` runs it: both off; metrics on
 * (METRICS_PORT); tracing at its default ratio (10 %, spans sent to a local OTLP sink); both on (the issue's figure);
 * every request traced; and, apart, the floor of any tracing on this Node (an AsyncLocalStorage entered once, nothing
 * else). The settings run in rounds, their order rotated each round; each round's ratios to its own "off" run, and
 * the median of the rounds is the figure. Two measures per run: requests a second, and the server process's CPU time
 * per request (from /proc), which other work on a shared machine disturbs far less.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ROUNDS = Math.max(3, Number(process.env.BENCH_PAIRS ?? 3));
const CONNECTIONS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 3;
const METRICS_PORT = PORT + 1;
const centerRead = { serviceName: 'location', serviceType: 'bylocationids', params: { locationids: [101] } };
/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ). */
const TICKS_PER_SECOND = 100;

const SETTINGS = ['off', 'metrics', 'tracing', 'both', 'allSampled', 'contextFloor'] as const;
type Setting = (typeof SETTINGS)[number];
const LABELS: Record<Setting, string> = {
  off: 'both off',
  metrics: 'metrics on (METRICS_PORT)',
  tracing: 'tracing at the default ratio (10 %)',
  both: "**metrics + tracing (10 %): the issue's figure**",
  allSampled: 'metrics + every request traced (`parentbased_always_on`)',
  contextFloor: "tracing's floor on this Node: an AsyncLocalStorage entered, nothing else",
};

interface Run {
  rps: number;
  /** Server CPU (user + system) per request, in microseconds. */
  cpuUs: number;
}

export interface ObservabilityCost {
  node: string;
  rounds: Partial<Record<Setting, Run>>[];
  /** Per setting, the median over the rounds of its ratio to the round's "off": throughput, and CPU per request off/on. */
  medians: Partial<Record<Setting, { rps: number; cpu: number }>>;
}

/** A collector that takes every export and answers 200, so the SDK does its whole work. */
async function otlpSink(): Promise<{ server: Server; endpoint: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** `part / whole`, from two measures of one round. */
function ratio(whole: number | undefined, part: number | undefined): number {
  if (whole === undefined || part === undefined) throw new Error('a round is missing a run');
  return part / whole;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The process's user + system time so far, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** One fresh process on the database, signed in, warmed up, then measured. */
async function measure(databaseUrl: string, env: Record<string, string>): Promise<Run> {
  const child = startPortal(PORT, { DATABASE_URL: databaseUrl, ...env });
  try {
    await waitForHealth(PORT, child);
    const token = await signInDonor(PORT, 'donor@example.com');
    const options = {
      url: `http://127.0.0.1:${PORT}/api/gateway`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(centerRead),
      connections: CONNECTIONS,
    };
    if (WARM_UP_S > 0) await autocannon({ ...options, duration: WARM_UP_S });
    if (child.pid === undefined) throw new Error('the server process has no pid');
    const cpuBefore = cpuSeconds(child.pid);
    const result = await autocannon({ ...options, duration: DURATION_S });
    const cpu = cpuSeconds(child.pid) - cpuBefore;
    if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} failed requests`);
    return { rps: Math.round(result.requests.average), cpuUs: Math.round((cpu / result.requests.total) * 1e6 * 10) / 10 };
  } finally {
    await stopped(child);
  }
}

/** Measures on `databaseUrl`, a PostgreSQL database holding the demo data. */
export async function observabilityCost(databaseUrl: string): Promise<ObservabilityCost> {
  const sink = await otlpSink();
  try {
    const metrics = { METRICS_PORT: String(METRICS_PORT) };
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint };
    const env: Record<Setting, Record<string, string>> = {
      off: {},
      metrics,
      tracing,
      both: { ...metrics, ...tracing },
      allSampled: { ...metrics, ...tracing, OTEL_TRACES_SAMPLER: 'parentbased_always_on' },
      contextFloor: { NODE_OPTIONS: `--import ${fileURLToPath(new URL('./async-local-storage-preload.mjs', import.meta.url))}` },
    };
    // BENCH_OBSERVABILITY_SETTINGS=metrics,both measures only those beside "off".
    const chosen = process.env.BENCH_OBSERVABILITY_SETTINGS?.split(',') ?? SETTINGS;
    const measured = SETTINGS.filter((setting) => setting === 'off' || chosen.includes(setting));
    const rounds: Partial<Record<Setting, Run>>[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // The order rotates each round, so a machine growing busier or quieter does not favour one setting.
      const order = measured.map((_, i) => measured[(i + round) % measured.length] as Setting);
      const runs: Partial<Record<Setting, Run>> = {};
      for (const setting of order) runs[setting] = await measure(databaseUrl, env[setting]);
      rounds.push(runs);
    }
    const medians = Object.fromEntries(
      measured.map((setting) => [
        setting,
        {
          rps: median(rounds.map((runs) => ratio(runs.off?.rps, runs[setting]?.rps))),
          cpu: median(rounds.map((runs) => ratio(runs[setting]?.cpuUs, runs.off?.cpuUs))),
        },
      ]),
    ) as ObservabilityCost['medians'];
    return { node: process.version, rounds, medians };
  } finally {
    await new Promise((resolve) => sink.server.close(resolve));
  }
}

export function printObservabilityCost(cost: ObservabilityCost): void {
  console.log(
    `\nGateway location/bylocationids on PostgreSQL, Node ${cost.node}, ${cost.rounds.length} rounds (req/s · server CPU µs per request)`,
  );
  console.log(
    `\n| setting | ${cost.rounds.map((_, i) => `round ${i + 1}`).join(' | ')} | throughput ratio (median) | CPU-per-request ratio (median) |`,
  );
  console.log(`|---|${cost.rounds.map(() => '---:').join('|')}|---:|---:|`);
  for (const setting of SETTINGS) {
    const medians = cost.medians[setting];
    if (!medians) continue;
    const runs = cost.rounds.map((runs) => `${runs[setting]?.rps} · ${runs[setting]?.cpuUs}`).join(' | ');
    const { rps, cpu } = medians;
    console.log(`| ${LABELS[setting]} | ${runs} | ${rps.toFixed(3)} | ${cpu.toFixed(3)} |`);
  }
}

/** `npm run bench:observability`: a demo-seeded PostgreSQL database of its own (BENCH_DATABASE_URL's server). */
async function main(): Promise<void> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = 'portal_bench_observability';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await client.query(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    // A first start migrates and seeds the demo data; the measured processes then start on it.
    const seeding = startPortal(PORT, { DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
    await waitForHealth(PORT, seeding);
    await stopped(seeding);
    printObservabilityCost(await observabilityCost(url.toString()));
  } finally {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
