import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { tipListSchema } from '../../entities/education';

/** Spec 2.12 general donation tips; spec 7 reads them at `content.content`. */
export const getDonationTips = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getDonationTips',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, content: z.object({ content: tipListSchema }) }),
});
