import type autocannon from 'autocannon';

/**
 * Rewards benchmarks (`npm run bench`): ingestion of visits through `POST /api/ops/visits`
 * (visits per second, 20 requests in flight) and the home screen's two rewards reads for a donor
 * whose ledger holds about 1,000 entries.
 */
export const BENCH_OPS_KEY = 'bench-ops-key-0123456789abcdef-bench';
const IN_FLIGHT = 20;
/** POINTS_PER_DONATION's default: a reply above it means a tier bonus entry was booked too. */
const BASE_POINTS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * `total` visits: `ledgerDonorVisits` weekly donations of the referral-pending demo donor (whose home
 * reads are measured next), the rest spread over three other demo donors, every few hours back in time.
 */
export function planVisits(total: number, ledgerDonorVisits: number, now = Date.now()): PlannedVisit[] {
  const plan: PlannedVisit[] = [];
  // Oldest first, as the centers would send them: from the 20th donation of a 12-month window on, each books a tier bonus too.
  for (let i = ledgerDonorVisits - 1; i >= 0; i -= 1)
    plan.push({ ...plannedVisit(LEDGER_DONOR, i, new Date(now - (3 + i * 7) * DAY_MS)), donated: true });
  const others = ['D1000001', 'P1000002', 'D1000004'];
  for (let i = 0; plan.length < total; i += 1)
    plan.push(plannedVisit(others[i % others.length] ?? 'D1000004', i, new Date(now - 400 * DAY_MS - i * 3 * 3_600_000)));
  return plan;
}

export async function ingestVisits(port: number, plan: PlannedVisit[]): Promise<IngestionResult> {
  let next = 0;
  let errors = 0;
  let ledgerEntries = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < plan.length) {
      const visit = plan[next];
      next += 1;
      const res = await fetch(`http://127.0.0.1:${port}/api/ops/visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-key': BENCH_OPS_KEY },
        body: JSON.stringify(visit),
      });
      const reply = (await res.json()) as { pointsAwarded?: number };
      if (res.status !== 201) errors += 1;
      else if (visit?.donorNumber === LEDGER_DONOR && visit.donated) ledgerEntries += (reply.pointsAwarded ?? 0) > BASE_POINTS ? 2 : 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { visits: plan.length, seconds, visitsPerSecond: plan.length / seconds, errors, ledgerEntries };
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
