import type { ScheduledJob } from '../../lib/job-engine';
import { CAMPAIGN_JOB, sendCampaignBatches, type CampaignSendDeps } from './campaigns/campaign-sends';

/** Once a minute (decision 026), and again after each batch's pause while a campaign still has donors to reach. */
export function campaignJobs(deps: CampaignSendDeps): ScheduledJob[] {
  return [{ name: CAMPAIGN_JOB, cron: '* * * * *', run: async () => void (await sendCampaignBatches(deps)) }];
}
