import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { campaignSchema } from '../../../entities/campaign';
import { contentEditors } from '../roles';

/** One campaign as written, with its status and results (counts only). */
export const getCampaign = defineService({
  serviceName: 'content',
  serviceType: 'getCampaign',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ id: z.uuid() }),
  reply: z.object({ status: okStatus, campaign: campaignSchema }),
});
