import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';

export const referralProgramSchema = z.object({
  referralProgramID: z.string(),
  uniqueCode: z.string(),
  uniqueCodeTitle: z.string(),
  title: z.string(),
  header: z.string(),
  footer: z.string(),
  /** The public landing page for this code (`/referral/referral-unique-code/{code}`). */
  link: z.string(),
});
export type ReferralProgram = z.infer<typeof referralProgramSchema>;

/** The referral program and the donor's own unique code (made on first use); 404 'referralUnavailable' without a program. */
export const referralSettingV2 = defineService({
  serviceName: 'referral',
  serviceType: 'referralSettingV2',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, data: referralProgramSchema }),
});
