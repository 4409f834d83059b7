import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { campaignFieldsSchema } from '../../../entities/campaign';
import { contentEditors } from '../roles';

/** Creates a draft campaign (no `id`) or changes one that has not begun sending (409 once it has). Audited. */
export const saveCampaign = defineService({
  serviceName: 'content',
  serviceType: 'saveCampaign',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ id: z.uuid().optional(), fields: campaignFieldsSchema }),
  reply: z.object({ status: okStatus, id: z.string() }),
});
