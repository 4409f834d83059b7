import { z } from 'zod';
import { REFERRAL_SHARE_WINDOW_MS, REFERRAL_SHARES_PER_WINDOW } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { shareBodySchema, shareTypeSchema } from '../../rules/referral-share';
import { safeId } from '../../rules/safe-input';

/**
 * Sends the donor's invitation to a friend's e-mail or phone (`countryCode_number`) through the outbox,
 * in `friendLang` (the friend's language; the donor's when absent: not `lang`, which the gateway reads as the
 * caller's own language for the reply). Spec 5's four messages on bad input;
 * 429 'tooManyShares' past the per-donor limit; success answers 'Thank you! …' in the donor's language.
 */
export const shareReferralV2 = defineService({
  serviceName: 'referral',
  serviceType: 'shareReferralV2',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [{ scope: 'donor', windowMs: REFERRAL_SHARE_WINDOW_MS, budget: REFERRAL_SHARES_PER_WINDOW, refusal: 'tooManyShares' }],
  params: z.object({
    referralProgramID: safeId(100),
    uniqueCode: safeId(32),
    shareType: shareTypeSchema,
    shareBody: shareBodySchema,
    friendLang: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus, message: z.string() }),
});
