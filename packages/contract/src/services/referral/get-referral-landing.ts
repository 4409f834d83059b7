import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';

/** The public landing `/referral/referral-unique-code/{code}`: the program's texts and whether the code exists. */
export const getReferralLanding = defineService({
  serviceName: 'referral',
  serviceType: 'getReferralLanding',
  auth: 'public',
  kind: 'query',
  personalData: true,
  params: z.object({ uniqueCode: z.string().trim().max(32), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    valid: z.boolean(),
    title: z.string(),
    header: z.string(),
    footer: z.string(),
    referrerFirstName: z.string().nullable(),
  }),
});
