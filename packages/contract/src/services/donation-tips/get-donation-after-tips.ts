import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { tipListSchema } from '../../entities/education';

/** Spec 2.9 "After Donation" tab: collapsible sections with bullets. */
export const getDonationAfterTips = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getDonationAfterTips',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, content: tipListSchema }),
});
