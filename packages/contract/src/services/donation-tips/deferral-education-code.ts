import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { educationLayoutSchema } from '../../entities/education';
import { safeId } from '../../rules/safe-input';

/** The education popup of one deferral or adverse-event category, by its code. */
export const deferralEducationCode = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'deferralEducationCode',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ code: safeId(64), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, layout: educationLayoutSchema }),
});
