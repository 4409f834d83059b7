import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { balanceContentSchema } from '../../entities/rewards';

/** Spec 2.8 `/checking-rewards/balance`: title, texts and partner offers. */
export const getBalanceContent = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getBalanceContent',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, content: balanceContentSchema }),
});
