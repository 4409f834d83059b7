import { DAY_MS } from '@portal/contract';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDonorNumber, insertBenchDonors } from './bench-donors';
import type { FeedClients } from './feed-clients';

/**
 * Rewards benchmarks (`npm run bench`): ingestion of visits through `POST /api/ops/visits`
 * (visits per second, 20 requests in flight, each center's visits through its own feed's API clients) and the home
 * screen's two rewards reads for a donor whose ledger holds about 1,000 entries.
 */
const IN_FLIGHT = 20;
/** POINTS_PER_DONATION's default: a reply above it means a tier bonus entry was booked too. */
const BASE_POINTS = 100;

export interface IngestionResult {
  visits: number;
  seconds: number;
  visitsPerSecond: number;
  errors: number;
  /** Entries the ingestion booked in the ledger of the donor whose home reads are measured. */
  ledgerEntries: number;
}

export const LEDGER_DONOR = 'R1000003';

interface PlannedVisit {
  donorNumber: string;
  locationID: number;
  visitNumber: string;
  checkinTS: string;
  checkoutTS: string;
  donated: boolean;
  payments: { paymentDate: string; amount: number }[];
  screeningTests: { type: string; value: number }[];
}

function plannedVisit(donorNumber: string, index: number, checkin: Date): PlannedVisit {
  const checkout = new Date(checkin.getTime() + 75 * 60_000);
  return {
    donorNumber,
    locationID: 101 + (index % 8),
    visitNumber: `B-${donorNumber}-${index}`,
    checkinTS: checkin.toISOString(),
    checkoutTS: checkout.toISOString(),
    donated: index % 17 !== 0,
    payments: [{ paymentDate: checkout.toISOString(), amount: 50 + (index % 3) * 10 }],
    screeningTests: [
      { type: 'weight', value: 150 + (index % 30) },
      { type: 'pulserate', value: 60 + (index % 20) },
    ],
  };
}

/** The donors of a center's feed besides the measured one: `B0000001`…, made once per database by `addFeedDonors`. */
export const FEED_DONORS = 2_000;
const FEED_PREFIX = 'B';

/**
 * Adds the feed's donors (volume for the bench, as the scale bench's filler) to a database the portal has migrated and
 * seeded, given as the portal is started on it: PostgreSQL's address, or the embedded database's folder while no
 * portal holds it.
 */
export async function addFeedDonors(database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<void> {
  if ('DATABASE_URL' in database) {
    const client = new pg.Client({ connectionString: database.DATABASE_URL });
    await client.connect();
    await insertBenchDonors(client, FEED_PREFIX, 'Feed', 0, FEED_DONORS).finally(() => client.end());
    return;
  }
  const db = await PGlite.create(database.DATA_DIR);
  await insertBenchDonors(db, FEED_PREFIX, 'Feed', 0, FEED_DONORS).finally(() => db.close());
}

/**
 * `total` visits as a center's feed sends them: most from the `FEED_DONORS` donors in turn, every few hours back in
 * time, and among them, evenly spread and oldest first, `ledgerDonorVisits` weekly donations of the referral-pending
 * demo donor, whose home reads are measured next. One donor's visits are recorded one at a time (the donor's row is
 * locked, so tier counts and referral checks see each other): a feed of a few donors would measure that queue, not the
 * ingestion.
 */
export function planVisits(total: number, ledgerDonorVisits: number, now = Date.now()): PlannedVisit[] {
  const plan: PlannedVisit[] = [];
  const every = ledgerDonorVisits > 0 ? Math.max(1, Math.floor(total / ledgerDonorVisits)) : Infinity;
  let ledgerLeft = ledgerDonorVisits;
  for (let i = 0; plan.length < total; i += 1) {
    if (ledgerLeft > 0 && i % every === 0) {
      // From the 20th donation of a 12-month window on, each books a tier bonus too.
      ledgerLeft -= 1;
      plan.push({ ...plannedVisit(LEDGER_DONOR, ledgerLeft, new Date(now - (3 + ledgerLeft * 7) * DAY_MS)), donated: true });
    } else {
      plan.push(plannedVisit(benchDonorNumber(FEED_PREFIX, (i % FEED_DONORS) + 1), i, new Date(now - 400 * DAY_MS - i * 3 * 3_600_000)));
    }
  }
  return plan;
}

/** What a connection remembers of the visit it sent, for its reply. */
interface SentVisit {
  visit?: PlannedVisit;
}

/**
 * Sends the plan through autocannon (`IN_FLIGHT` connections, each visit once, in order): a load generator that costs
 * far less CPU than `fetch` on the two cores it shares with the server and PostgreSQL (0.74 ms a visit with `fetch`).
 * Each visit goes with the secret of one of its center's feed clients. Any refused call (a 429 of the clients' budget,
 * any status outside 2xx) or failed connection throws, with the statuses counted: the figure would mean nothing.
 */
export async function ingestVisits(port: number, plan: PlannedVisit[], clients: FeedClients): Promise<IngestionResult> {
  let next = 0;
  let created = 0;
  let ledgerEntries = 0;
  const refused = new Map<number, number>();
  const started = performance.now();
  // The last reply's time: autocannon itself ends on its once-a-second tick, up to a second after the last reply.
  let lastReply = started;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/ops/visits`,
    connections: IN_FLIGHT,
    amount: plan.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          // autocannon may ask for one more than it sends; a visit sent twice is only recorded once (200).
          const visit = plan[Math.min(next, plan.length - 1)];
          next += 1;
          (context as SentVisit).visit = visit;
          const secret = visit ? clients.secretFor(visit.locationID) : '';
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
            body: JSON.stringify(visit),
          };
        },
        onResponse: (status, body, context) => {
          lastReply = performance.now();
          if (status < 200 || status > 299) refused.set(status, (refused.get(status) ?? 0) + 1);
          if (status !== 201) return;
          created += 1;
          const { visit } = context as SentVisit;
          const reply = JSON.parse(body) as { pointsAwarded?: number };
          if (visit?.donorNumber === LEDGER_DONOR && visit.donated) ledgerEntries += (reply.pointsAwarded ?? 0) > BASE_POINTS ? 2 : 1;
        },
      },
    ],
  });
  if (refused.size > 0 || result.errors > 0) {
    const statuses = [...refused].map(([status, n]) => `${n} × ${status}`).join(', ');
    throw new Error(
      `bench: the ingestion through ${clients.count} API clients was refused or failed (${statuses || 'no refused status'}; ` +
        `${result.errors} connection errors): its visits/s would mean nothing`,
    );
  }
  const seconds = (lastReply - started) / 1000;
  return {
    visits: plan.length,
    seconds,
    visitsPerSecond: plan.length / seconds,
    errors: plan.length - created + result.errors,
    ledgerEntries,
  };
}

/** The referral-pending demo donor's sign-in, whose ledger the plan filled. */
export async function signInLedgerDonor(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      serviceName: 'authentication',
      serviceType: 'login',
      params: { username: 'referral@example.com', password: 'Plasma#2026' },
    }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error('bench sign-in failed');
  return body.token;
}

/** One of the home screen's rewards reads, for autocannon. */
export async function homeReadOptions(
  port: number,
  token: string,
  serviceType: 'getPoints' | 'getRewardStatus',
): Promise<autocannon.Options> {
  return {
    url: `http://127.0.0.1:${port}/api/gateway`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ serviceName: 'reward', serviceType, params: {} }),
  };
}
