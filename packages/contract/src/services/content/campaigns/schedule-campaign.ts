import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { campaignStatuses } from '../../../entities/campaign';
import { contentEditors } from '../roles';

/** Sends a draft or scheduled campaign at `sendAt`, or at once without it; a time in the past is refused. Audited. */
export const scheduleCampaign = defineService({
  serviceName: 'content',
  serviceType: 'scheduleCampaign',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ id: z.uuid(), sendAt: z.iso.datetime({ offset: true }).optional() }),
  reply: z.object({ status: okStatus, campaignStatus: z.enum(campaignStatuses), sendAt: z.string() }),
});
