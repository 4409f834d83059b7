import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { tipsMainLayoutSchema } from '../../entities/education';

/** Spec 2.12: the main list, one button per section with the screen it leads to. */
export const donationTipsMain = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'donationTipsMain',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, layout: tipsMainLayoutSchema }),
});
