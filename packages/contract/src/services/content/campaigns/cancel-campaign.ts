import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentEditors } from '../roles';

/** Stops a draft or scheduled campaign for good (409 once sending has begun). Audited. */
export const cancelCampaign = defineService({
  serviceName: 'content',
  serviceType: 'cancelCampaign',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ id: z.uuid() }),
  reply: z.object({ status: okStatus }),
});
