import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { tipCategoryLayoutSchema } from '../../entities/education';

/** `/adverse-event`: title, intro and categories (spec 3 "Adverse tips layout"); English unless `lang` says otherwise. */
export const adverseEventTipsCategory = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'adverseEventTipsCategory',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, layout: tipCategoryLayoutSchema }),
});
