import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import type { JobCounts, Metrics } from './metrics';
import { inSpan } from './spans';

/** A piece of scheduled work: the engine runs it on its cron (UTC) and whenever some call asks for it early. */
export interface ScheduledJob {
  name: string;
  /** Five-field cron in UTC; `* * * * *` is once a minute, across every process together. */
  cron: string;
  run(): Promise<void>;
}

export interface JobLog {
  info(message: string): void;
  error(details: { err: unknown; job?: string }, message: string): void;
}

/**
 * What handlers see of the engine: "run this job soon" (a cancellation asks for the waitlist's offers at once rather
 * than at the next minute). Before the engine starts, and in tests that never start it, asking does nothing.
 */
export interface JobTrigger {
  /** `afterMs`: not before then (a throttled send asks for its next batch after its pause). */
  trigger(name: string, options?: { afterMs?: number }): Promise<void>;
}

export interface JobEngine extends JobTrigger {
  /** `metrics` counts the runs that throw. */
  start(options: { executeSql: ExecuteSql; jobs: readonly ScheduledJob[]; log: JobLog; metrics: Metrics }): Promise<void>;
  /** Each started job's queued and running work, across every process; none before the engine starts. */
  counts(): Promise<JobCounts[]>;
  stop(): Promise<void>;
}

/** How often a process looks for queued work: a triggered job starts within about a second. */
const POLLING_SECONDS = 1;

/**
 * pg-boss (10.4.2) on the portal's own database connection (decision 026): PostgreSQL's pool, or the embedded
 * database in-process, through the same `executeSql`. The engine only decides when work runs; the work claims its
 * rows in the database itself, so two processes running it at once never do the same thing twice.
 */
export function createJobEngine(options: { stopTimeoutMs: number }): JobEngine {
  let boss: PgBoss | null = null;
  let logger: JobLog | null = null;
  let names: readonly string[] = [];
  return {
    async start({ executeSql, jobs, log, metrics }) {
      const engine = new PgBoss({
        db: { executeSql: (text, values) => executeSql(text, values) },
        schema: 'pgboss',
        migrate: true,
        supervise: true,
        schedule: true,
      });
      engine.on('error', (err) => log.error({ err }, 'job engine error'));
      await engine.start();
      for (const job of jobs) {
        await engine.createQueue(job.name);
        await engine.schedule(job.name, job.cron);
        await engine.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
          try {
            await inSpan(`job ${job.name}`, { 'portal.job': job.name }, () => job.run());
          } catch (err) {
            log.error({ err, job: job.name }, 'scheduled job failed');
            metrics.jobFailed(job.name);
            throw err;
          }
        });
      }
      boss = engine;
      logger = log;
      names = jobs.map((job) => job.name);
      log.info(`job engine: ${names.join(', ')}`);
    },
    async trigger(name, options = {}) {
      try {
        await boss?.send(name, {}, options.afterMs ? { startAfter: Math.ceil(options.afterMs / 1000) } : {});
      } catch (err) {
        // The call that asked has already committed its change; the minute's run does the work instead.
        logger?.error({ err, job: name }, 'could not ask for a job now');
      }
    },
    async counts() {
      const engine = boss;
      if (!engine) return [];
      return Promise.all(
        names.map(async (job) => {
          // States in order: created, retry, active, completed…: before `active` is queued, before `completed` not done.
          // Two readings, not one snapshot: a job sent between them must not make the running count negative.
          const notDone = await engine.getQueueSize(job, { before: 'completed' });
          const queued = await engine.getQueueSize(job);
          return { job, queued, active: Math.max(0, notDone - queued) };
        }),
      );
    },
    async stop() {
      const engine = boss;
      boss = null;
      // A running job has until the timeout to finish; one still running then is failed back to the engine, which
      // retries it (twice by default) in whichever process polls next. The work claims its rows, so nothing is done twice.
      await engine?.stop({ graceful: true, timeout: options.stopTimeoutMs });
    },
  };
}
