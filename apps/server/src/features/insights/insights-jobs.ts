import type { ScheduledJob } from '../../lib/job-engine';
import type { JobDeps } from '../../service-context';
import { INSIGHTS_ROLLUP_JOB, rollUpInsights } from './rollup';

/**
 * Every ten minutes (decision 051): past days not rolled up yet (a new day after each center's midnight) and the days a
 * late change marked. Today is always read live, so the dashboards never wait for it.
 */
export function insightsJobs(deps: JobDeps): ScheduledJob[] {
  return [{ name: INSIGHTS_ROLLUP_JOB, cron: '*/10 * * * *', run: async () => void (await rollUpInsights(deps)) }];
}
