import type { ScheduledJob } from '../../lib/job-engine';
import type { JobDeps } from '../../service-context';
import { INSIGHTS_ROLLUP_JOB, rollUpInsights } from './rollup';
import { takeSnapshots } from './retention-snapshot';

/**
 * Every ten minutes (decision 051): past days not rolled up yet (a new day after each center's midnight) and the days a
 * late change marked. Today is always read live, so the dashboards never wait for it. Then retention's and the points' snapshots,
 * when due (decisions 076, 077).
 */
export function insightsJobs(deps: JobDeps): ScheduledJob[] {
  const run = async () => {
    await rollUpInsights(deps);
    await takeSnapshots(deps.db, deps.clock.now().toISOString());
  };
  return [{ name: INSIGHTS_ROLLUP_JOB, cron: '*/10 * * * *', run }];
}
