import type { ScheduledJob } from '../../../lib/job-engine';
import type { JobDeps } from '../../../service-context';
import { IMAGE_PURGE_JOB, purgeUnusedImages } from './unused-images';

/** Daily, at night in US time, beside the other retention rules (decision 050). */
export function imageJobs(deps: JobDeps): ScheduledJob[] {
  return [{ name: IMAGE_PURGE_JOB, cron: '41 9 * * *', run: async () => void (await purgeUnusedImages(deps)) }];
}
