import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { segmentSchema } from '../../../entities/campaign';
import { contentEditors } from '../roles';

/** How many donors a segment reaches now: a count, never who they are (the campaign editor's live figure). */
export const countCampaignRecipients = defineService({
  serviceName: 'content',
  serviceType: 'countCampaignRecipients',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ segment: segmentSchema }),
  reply: z.object({ status: okStatus, count: z.number().int() }),
});
