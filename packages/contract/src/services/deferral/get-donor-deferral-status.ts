import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';

/** The donor's active deferral: the reason in plain language and, when temporary, the first day the donor may donate again. */
export const deferralStatusSchema = z.object({
  id: z.string(),
  code: z.string(),
  reason: z.string(),
  permanent: z.boolean(),
  /** YYYY-MM-DD, null for a permanent deferral. */
  until: z.string().nullable(),
  deferredAt: z.string(),
});
export type DeferralStatus = z.infer<typeof deferralStatusSchema>;

/** Spec 7: `deferralStatus` null when the donor is not deferred (or dismissed the notice). */
export const getDonorDeferralStatus = defineService({
  serviceName: 'stickyAnnouncement',
  serviceType: 'getDonorDeferralStatus',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, deferralStatus: deferralStatusSchema.nullable(), message: z.string() }),
});
