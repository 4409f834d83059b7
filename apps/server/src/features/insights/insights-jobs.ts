import type { ScheduledJob } from '../../lib/job-engine';
import type { JobDeps } from '../../service-context';
import { INSIGHTS_ROLLUP_JOB, rollUpInsights } from './rollup';
import { snapshotRetention } from './retention-snapshot';

/**
 * Every ten minutes (decision 051): past days not rolled up yet (a new day after each center's midnight) and the days a
 * late change marked. Today is always read live, so the dashboards never wait for it. Then retention's snapshot, when it
 * is due (decision 076).
 */
export function insightsJobs(deps: JobDeps): ScheduledJob[] {
  const run = async () => {
    await rollUpInsights(deps);
    await snapshotRetention(deps.db, deps.clock.now().toISOString());
  };
  return [{ name: INSIGHTS_ROLLUP_JOB, cron: '*/10 * * * *', run }];
}
