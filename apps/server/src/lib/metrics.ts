import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RateLimitScope } from '@portal/contract';

/** A message's channel, as the outbox names it. */
export type MessageChannel = 'email' | 'sms' | 'webhook' | 'push';

/**
 * What became of one try of a message: `sent` (the provider took it), `retried` (a transient error: it waits for its
 * next try), `failed` (refused for good, or its last try failed), `undeliverable` (a refusal that rules the destination
 * out: an opted-out or invalid number, an address that keeps bouncing), `kept` (no provider for its channel: it stays in
 * the outbox only, as in demo mode).
 */
export type MessageOutcome = 'sent' | 'retried' | 'failed' | 'undeliverable' | 'kept';

/** Which sign-in failed: a donor's or a staff member's, at the password or at the second factor. */
export type SignInFailure = { account: 'donor'; step: 'password' | 'passkey' } | { account: 'staff'; step: 'password' | 'secondFactor' };

/** Why sessions ended before their time. */
export type RevocationReason = 'signOut' | 'passwordReset' | 'passwordChange' | 'staffDeactivated' | 'secondFactorReset';

/**
 * What the server tells the metrics (issue 29). Features, plugins and domain code call these; only this module knows
 * prom-client. Every label is a name from the code (a service key, a route's pattern, a job, a policy), never what a
 * caller sent: no e-mail, token or id reaches a metric.
 */
export interface Metrics {
  /** A request answered: `service` is the gateway's service key or the route's method and pattern. */
  requestDone(service: string, status: number, seconds: number): void;
  /** A call refused (or challenged with a captcha) by a rate limit; `policy` is the limit's bucket. */
  rateLimitRefused(policy: string, scope: RateLimitScope, refusal: 'refused' | 'challenged'): void;
  signInFailed(failure: SignInFailure): void;
  sessionsRevoked(account: 'donor' | 'staff', reason: RevocationReason, count: number): void;
  /** One run of a scheduled job threw. */
  jobFailed(job: string): void;
  /** Messages committed and about to be handed to their provider (positive), or handed over (negative). */
  messagesWaiting(channel: MessageChannel, change: number): void;
  messageHandedOver(channel: MessageChannel, outcome: MessageOutcome): void;
}

/** What the metrics listener serves: the registry's text exposition and its content type. */
export interface MetricsText {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/** The connection pool's counts, as node-postgres' `pg.Pool` holds them. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** Each job's work in the engine's queue: waiting to start, and running now (in any process). */
export interface JobCounts {
  job: string;
  queued: number;
  active: number;
}

export interface MetricsSources {
  /** PostgreSQL's pool; the embedded database has one in-process connection and no pool. */
  pool?: PoolCounts | undefined;
  /** The job engine's queues; read at each scrape. */
  jobs: { counts(): Promise<JobCounts[]> };
}

/** Metrics off (no `METRICS_PORT`): every call does nothing, so nothing is counted or kept. */
export const noMetrics: Metrics = {
  requestDone: () => undefined,
  rateLimitRefused: () => undefined,
  signInFailed: () => undefined,
  sessionsRevoked: () => undefined,
  jobFailed: () => undefined,
  messagesWaiting: () => undefined,
  messageHandedOver: () => undefined,
};

/**
 * The metrics of one app, in a registry of its own (never prom-client's global one, so tests building many apps in
 * one process do not clash), with the process's defaults (CPU, memory, event loop, garbage collection).
 */
export function createMetrics(sources: MetricsSources): { metrics: Metrics; registry: Registry } {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_requests_total',
    help: 'Requests answered, by service (gateway service or route pattern) and HTTP status.',
    labelNames: ['service', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'portal_request_duration_seconds',
    help: 'Time to answer a request, by service.',
    labelNames: ['service'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // Each request's series, found once: prom-client otherwise sorts and joins the labels on every call, the larger part
  // of what metrics cost a cheap read. Services and statuses are few (route patterns and gateway keys, never ids).
  const series = new Map<string, { count: Counter.Internal; duration: Histogram.Internal<'service'> }>();
  function requestSeries(service: string, status: number) {
    const key = `${status} ${service}`;
    let found = series.get(key);
    if (!found) {
      found = { count: requests.labels(service, String(status)), duration: durations.labels(service) };
      series.set(key, found);
    }
    return found;
  }
  const refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Calls refused or challenged with a captcha by a rate limit, by policy (bucket) and scope.',
    labelNames: ['policy', 'scope', 'refusal'] as const,
    registers,
  });
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong password, passkey or second-factor code, by account kind and step.',
    labelNames: ['account', 'step'] as const,
    registers,
  });
  const revoked = new Counter({
    name: 'portal_sessions_revoked_total',
    help: 'Sessions ended before they expired, by account kind and reason.',
    labelNames: ['account', 'reason'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'portal_jobs_failed_total',
    help: 'Runs of a scheduled job that threw, in this process, by job.',
    labelNames: ['job'] as const,
    registers,
  });
  const messages = new Counter({
    name: 'portal_messages_total',
    help: 'Tries of messages, by channel and outcome (sent, retried, failed: refused or out of tries, undeliverable, kept: no provider configured).',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  const waiting = new Gauge({
    name: 'portal_messages_waiting',
    help: 'Messages recorded in the outbox and not yet handed to their provider by this process, by channel.',
    labelNames: ['channel'] as const,
    registers,
  });
  // Read at each scrape from the engine's tables: the same figures in every process, for the whole deployment.
  const jobCounts = async (): Promise<JobCounts[]> => sources.jobs.counts().catch(() => []);
  let pendingCounts: Promise<JobCounts[]> | null = null;
  const sharedJobCounts = () => {
    pendingCounts ??= jobCounts().finally(() => (pendingCounts = null));
    return pendingCounts;
  };
  new Gauge({
    name: 'portal_jobs_queued',
    help: 'Jobs waiting in the engine’s queue (created or waiting to retry), by job.',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { job, queued } of await sharedJobCounts()) this.set({ job }, queued);
    },
  });
  new Gauge({
    name: 'portal_jobs_active',
    help: 'Jobs running now in any process, by job.',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { job, active } of await sharedJobCounts()) this.set({ job }, active);
    },
  });
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Connections of this process’s PostgreSQL pool, by state (in use, idle).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries waiting for a free connection of this process’s PostgreSQL pool.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const metrics: Metrics = {
    requestDone(service, status, seconds) {
      const found = requestSeries(service, status);
      found.count.inc();
      found.duration.observe(seconds);
    },
    rateLimitRefused: (policy, scope, refusal) => refusals.inc({ policy, scope, refusal }),
    signInFailed: ({ account, step }) => signInFailures.inc({ account, step }),
    sessionsRevoked(account, reason, count) {
      if (count > 0) revoked.inc({ account, reason }, count);
    },
    jobFailed: (job) => jobFailures.inc({ job }),
    messagesWaiting: (channel, change) => waiting.inc({ channel }, change),
    messageHandedOver: (channel, outcome) => messages.inc({ channel, outcome }),
  };
  return { metrics, registry };
}
