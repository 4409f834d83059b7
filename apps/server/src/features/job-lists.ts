// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { JobList } from '../service-context';
import { bookingJobs } from './booking/scheduled-work';
import { campaignJobs } from './content/campaign-jobs';
import { imageJobs } from './content/images/image-jobs';
import { insightsJobs } from './insights/insights-jobs';
import { importsJobs } from './ops/imports/import-jobs';
import { outboxJobs } from './outbox/outbox-jobs';
import { recordsJobs } from './records/records-jobs';

/** Every feature's scheduled jobs; app.ts starts them all on the job engine. */
export const jobLists: readonly JobList[] = [bookingJobs, campaignJobs, imageJobs, insightsJobs, importsJobs, outboxJobs, recordsJobs];
