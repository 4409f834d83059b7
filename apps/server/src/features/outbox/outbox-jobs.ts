import type { ScheduledJob } from '../../lib/job-engine';
import type { JobDeps } from '../../service-context';

/** The job that retries messages and hands over those whose sender stopped first (a crash, a restart). */
export const OUTBOX_JOB = 'outbox-delivery';

/**
 * Once a minute, in whichever process polls first (decision 026): every message whose try is due, each claimed in the
 * statement that finds it, so overlapping runs never send one twice. A message is first tried at once by the process
 * that committed it; this job is the fallback and the retry.
 */
export function outboxJobs(deps: JobDeps): ScheduledJob[] {
  return [{ name: OUTBOX_JOB, cron: '* * * * *', run: async () => void (await deps.messenger.deliverDue()) }];
}
