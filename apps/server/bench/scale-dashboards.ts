/**
 * The dashboards' reads for `npm run bench:scale -- measure` (issue 35: each answers in ≤ 500 ms p95 at ten million
 * visits): for the demo admin across all centers and for the demo center manager (one center), over 30 days and a year,
 * and the today view; the care and campaigns dashboards, which are the admin's (and the care team's and editors'), for
 * the admin only. One request at a time (the time one person waits for a dashboard), after a few to warm up.
 */
const ADMIN = 'admin@example.com';
const MANAGER = 'manager.austin@example.com';
const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 40);
const WARM_UP = 3;
/** A read slower than this in all stops early (after at least `MIN_REQUESTS`): its row says how many it made. */
const MAX_MS = Number(process.env.BENCH_DASHBOARD_MAX_SECONDS ?? 40) * 1000;
const MIN_REQUESTS = 8;

type Who = 'admin' | 'manager';
export interface DashboardRead {
  name: string;
  who: Who;
  serviceType: string;
  params: Record<string, unknown>;
}

const ranged = ['getDonations', 'getVisitTimes', 'getFunnel', 'getRetention', 'getBooking', 'getPoints'] as const;
const programWide = ['getCare', 'getCampaigns'] as const;

export const dashboardReads: DashboardRead[] = [
  ...(['admin', 'manager'] as const).flatMap((who): DashboardRead[] => [
    { name: `${who} today`, who, serviceType: 'getToday', params: {} },
    ...ranged.flatMap((serviceType) =>
      (['30d', 'year'] as const).map((preset) => ({ name: `${who} ${serviceType} ${preset}`, who, serviceType, params: { preset } })),
    ),
  ]),
  ...programWide.flatMap((serviceType) =>
    (['30d', 'year'] as const).map((preset) => ({
      name: `admin ${serviceType} ${preset}`,
      who: 'admin' as const,
      serviceType,
      params: { preset },
    })),
  ),
];

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

async function staffToken(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serviceName: 'staff', serviceType: 'login', params: { email, password: 'Plasma#2026' } }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`staff sign-in of ${email} failed on ${port}`);
  return body.token;
}

export async function staffTokens(port: number): Promise<Record<Who, string>> {
  return { admin: await staffToken(port, ADMIN), manager: await staffToken(port, MANAGER) };
}

/** Only the reads whose name matches (`admin getPoints`, `year$`): a run that stopped goes on where it stopped. */
const ONLY = new RegExp(process.env.BENCH_DASHBOARD_ONLY ?? '');

/** The time of one read, in milliseconds, or null when it did not answer 200. */
async function timed(port: number, token: string, read: DashboardRead): Promise<number | null> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ serviceName: 'insights', serviceType: read.serviceType, params: read.params }),
    });
    await res.arrayBuffer();
    return res.ok ? performance.now() - started : null;
  } catch {
    // The server let the connection go (its request timeout): an error of this read, not the end of the run.
    return null;
  }
}

const at = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

export async function measureDashboard(port: number, tokens: Record<Who, string>, read: DashboardRead): Promise<Percentiles> {
  const token = tokens[read.who];
  for (let i = 0; i < WARM_UP; i += 1) await timed(port, token, read);
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < REQUESTS && (i < MIN_REQUESTS || performance.now() - started < MAX_MS); i += 1) {
    const ms = await timed(port, token, read);
    if (ms === null) errors += 1;
    else times.push(ms);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return { p50: round(at(times, 0.5)), p95: round(at(times, 0.95)), p99: round(at(times, 0.99)), errors, requests: times.length + errors };
}

/** The table of every dashboard read on both sizes, printed as it goes. */
export async function measureDashboards(sizes: readonly { port: number; visits: number }[]): Promise<void> {
  const signedIn = await Promise.all(sizes.map(async (size) => ({ ...size, tokens: await staffTokens(size.port) })));
  const label = (visits: number) => visits.toLocaleString('en-US');
  console.log(
    `\nDashboards: ${REQUESTS} requests one at a time per read and size (after ${WARM_UP} to warm up; at least ${MIN_REQUESTS}, fewer when they take over ${MAX_MS / 1000} s), PostgreSQL.\n`,
  );
  console.log(`| dashboard read | ${sizes.map((s) => `p50 / p95 / p99 ms (requests) at ${label(s.visits)}`).join(' | ')} | errors |`);
  console.log(`|---|${sizes.map(() => '---:').join('|')}|---:|`);
  for (const read of dashboardReads.filter((r) => ONLY.test(r.name))) {
    const measured: Percentiles[] = [];
    for (const size of signedIn) measured.push(await measureDashboard(size.port, size.tokens, read));
    const errors = measured.reduce((n, m) => n + m.errors, 0);
    console.log(`| ${read.name} | ${measured.map((m) => `${m.p50} / ${m.p95} / ${m.p99} (${m.requests})`).join(' | ')} | ${errors} |`);
  }
}
