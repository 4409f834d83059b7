import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { safeText } from '../../rules/safe-input';

/**
 * The public landing `/referral/referral-unique-code/{code}`, read by the invited friend: whether the code exists, who
 * sent it (first name only) and what the friend earns per donation. The program's own texts speak to the referrer
 * (their bonus), so the landing does not show them.
 */
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
    referrerFirstName: z.string().nullable(),
    /** Base reward points of every completed donation (`POINTS_PER_DONATION`), before any membership bonus. */
    pointsPerDonation: z.number().int().nonnegative(),
  }),
});
