import type { ScheduledJob } from '../../lib/job-engine';
import { markDueNoShows } from './no-shows';
import { sendDueReminders } from './reminders';
import type { ScheduledWorkDeps } from './scheduled-work-deps';
import { runWaitlist } from './waitlist/waitlist-offers';

/** The job a cancellation or a declined offer asks for at once, so a freed chair is offered within seconds. */
export const WAITLIST_JOB = 'waitlist-offers';

/** Booking's scheduled work, each once a minute (decision 026); every piece claims its rows, so overlaps are harmless. */
export function bookingJobs(deps: ScheduledWorkDeps): ScheduledJob[] {
  return [
    { name: 'appointment-reminders', cron: '* * * * *', run: async () => void (await sendDueReminders(deps)) },
    { name: 'appointment-no-shows', cron: '* * * * *', run: async () => void (await markDueNoShows(deps)) },
    { name: WAITLIST_JOB, cron: '* * * * *', run: async () => void (await runWaitlist(deps)) },
  ];
}
