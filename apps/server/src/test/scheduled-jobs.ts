import { createMessenger } from '../domain/messaging/messenger';
import { jobLists } from '../features/job-lists';
import type { TestApp } from './test-app';

/**
 * Runs one of the app's scheduled jobs by its name once, as the job engine would on its schedule, on the test app's
 * database and clock: a test of one feature can run another's job without importing that feature.
 */
export async function runScheduledJob(t: TestApp, name: string): Promise<void> {
  const db = t.database.db;
  const deps = {
    db,
    clock: t.clock,
    messenger: createMessenger({ db, clock: t.clock, brandName: t.config.brandName }),
    jobs: { trigger: async () => undefined },
    config: t.config,
    publicUrl: t.config.publicUrl ?? 'http://localhost',
  };
  const job = jobLists.flatMap((list) => list(deps)).find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no scheduled job named ${name}`);
  await job.run();
}
