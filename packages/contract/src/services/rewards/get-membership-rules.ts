import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { membershipRulesContentSchema } from '../../entities/rewards';

/** `/rewards/membership`: the four levels as stored per language. A failure's `message` is the spec's `cmessage`. */
export const getMembershipRules = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getMembershipRules',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, content: membershipRulesContentSchema }),
});
