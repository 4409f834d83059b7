import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { tipCategoryLayoutSchema } from '../../entities/education';

/** Spec 2.12: deferral education categories; each opens its education popup by code. */
export const deferralTipsCategory = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'deferralTipsCategory',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, layout: tipCategoryLayoutSchema }),
});
