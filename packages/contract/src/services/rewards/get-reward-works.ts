import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { rewardWorksContentSchema } from '../../entities/rewards';

/** `/rewards/works`: how rewards work, stored per language. */
export const getRewardWorks = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getRewardWorks',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, content: rewardWorksContentSchema }),
});
