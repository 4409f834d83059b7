import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInDonor, startPortal, stopped, waitForHealth } from './portal-process';

/**
 * The cost of observability (issue 29): the gateway's cheapest authenticated read (`location/bylocationids`, as row
 * (b) of `npm run bench`) on PostgreSQL with metrics on (METRICS_PORT) and tracing at its default ratio (10 %, spans
 * sent to a local OTLP sink) against both off, in alternating off/on pairs, each in a fresh process; the median of the
 * pairs' ratios is the figure. Then once with every request sampled. `npm run bench:observability` runs it alone.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const PAIRS = Math.max(3, Number(process.env.BENCH_PAIRS ?? 3));
const CONNECTIONS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 3;
const METRICS_PORT = PORT + 1;
const centerRead = { serviceName: 'location', serviceType: 'bylocationids', params: { locationids: [101] } };

export interface ObservabilityCost {
  /** req/s of each pair: both off, then metrics + tracing at the default ratio. */
  pairs: { off: number; on: number }[];
  /** The median of the pairs' on/off ratios. */
  medianRatio: number;
  /** req/s with metrics on and every request traced, and its ratio to the pairs' median "off". */
  allSampled: { rps: number; ratio: number };
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One fresh process on the database, signed in, warmed up, then measured. */
async function measure(databaseUrl: string, env: Record<string, string>): Promise<number> {
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
    const result = await autocannon({ ...options, duration: DURATION_S });
    if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} failed requests`);
    return Math.round(result.requests.average);
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
    const pairs: { off: number; on: number }[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      // Alternating which goes first, so a machine growing busier or quieter does not favour one side.
      const first = i % 2 === 0 ? 'off' : 'on';
      const a = await measure(databaseUrl, first === 'off' ? {} : { ...metrics, ...tracing });
      const b = await measure(databaseUrl, first === 'off' ? { ...metrics, ...tracing } : {});
      pairs.push(first === 'off' ? { off: a, on: b } : { off: b, on: a });
    }
    const all = await measure(databaseUrl, { ...metrics, ...tracing, OTEL_TRACES_SAMPLER: 'parentbased_always_on' });
    return {
      pairs,
      medianRatio: median(pairs.map((pair) => pair.on / pair.off)),
      allSampled: { rps: all, ratio: all / median(pairs.map((pair) => pair.off)) },
    };
  } finally {
    await new Promise((resolve) => sink.server.close(resolve));
  }
}

export function printObservabilityCost(cost: ObservabilityCost): void {
  console.log('\n| gateway location/bylocationids, PostgreSQL | both off req/s | metrics + tracing (10 %) req/s | ratio |');
  console.log('|---|---:|---:|---:|');
  cost.pairs.forEach((pair, i) => console.log(`| pair ${i + 1} | ${pair.off} | ${pair.on} | ${(pair.on / pair.off).toFixed(3)} |`));
  console.log(`| median of the pairs' ratios | | | ${cost.medianRatio.toFixed(3)} |`);
  console.log(`| every request traced (parentbased_always_on) | | ${cost.allSampled.rps} | ${cost.allSampled.ratio.toFixed(3)} |`);
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
