import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { safeId } from '../../rules/safe-input';

/**
 * The invitation text and link for the donor's own code (spec 7). The link's base is the portal's
 * configured address, never one the browser sends, so an invitation cannot point elsewhere.
 */
export const getShareMessage = defineService({
  serviceName: 'referral',
  serviceType: 'getShareMessage',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({
    referralProgramID: safeId(100),
    uniqueCode: safeId(32),
    shareType: z.enum(['sms', 'email']).default('sms'),
    lang: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus, url: z.string(), message: z.string() }),
});
