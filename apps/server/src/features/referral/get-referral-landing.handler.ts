import { eq } from 'drizzle-orm';
import { donors, referralCodes } from '../../db/schema/index';
import { activeProgram, normaliseCode } from '../../domain/referral-codes';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Public: for a known code, the referrer's first name only; and what the friend earns per donation. */
export const getReferralLandingHandler: Handler<'referral/getReferralLanding'> = async (ctx, params) => {
  const program = await activeProgram(ctx.db, ctx.clock.now());
  if (!program) throw new ServiceError(404, 'referralUnavailable');
  const [referrer] = params.uniqueCode
    ? await ctx.db
        .select({ firstName: donors.firstName })
        .from(referralCodes)
        .innerJoin(donors, eq(donors.id, referralCodes.donorId))
        .where(eq(referralCodes.code, normaliseCode(params.uniqueCode)))
    : [];
  return {
    status: 200,
    valid: referrer !== undefined,
    referrerFirstName: referrer?.firstName ?? null,
    pointsPerDonation: ctx.config.pointsPerDonation,
  };
};
