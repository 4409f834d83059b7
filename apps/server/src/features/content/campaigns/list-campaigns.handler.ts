import type { Handler } from '../../../service-context';
import { listCampaignSummaries } from './campaign-views';

export const listCampaignsHandler: Handler<'content/listCampaigns'> = async (ctx) => ({
  status: 200,
  campaigns: await listCampaignSummaries(ctx.db),
});
