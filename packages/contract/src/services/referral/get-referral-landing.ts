import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { safeText } from '../../rules/safe-input';

/** The public landing `/referral/referral-unique-code/{code}`: the program's texts and whether the code exists. */
export const getReferralLanding = defineService({
  serviceName: 'referral',
  serviceType: 'getReferralLanding',
  auth: 'public',
  kind: 'query',
  personalData: true,
  params: z.object({ uniqueCode: safeText(32).trim(), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    valid: z.boolean(),
    title: z.string(),
    header: z.string(),
    footer: z.string(),
    referrerFirstName: z.string().nullable(),
  }),
});
