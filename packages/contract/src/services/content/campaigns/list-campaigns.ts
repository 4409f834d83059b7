import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { campaignSummarySchema } from '../../../entities/campaign';
import { contentEditors } from '../roles';

/** Every campaign, newest first, with its results (counts only). */
export const listCampaigns = defineService({
  serviceName: 'content',
  serviceType: 'listCampaigns',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, campaigns: z.array(campaignSummarySchema) }),
});
