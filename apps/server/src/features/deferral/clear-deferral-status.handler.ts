import { and, eq, isNull } from 'drizzle-orm';
import { donorDeferrals } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Dismisses the notice of one of the donor's own deferrals; the deferral itself stays on record. */
export const clearDeferralStatusHandler: Handler<'stickyAnnouncement/clearDeferralStatus'> = async (ctx, params) => {
  const cleared = await ctx.db
    .update(donorDeferrals)
    .set({ dismissedAt: ctx.clock.now() })
    .where(and(eq(donorDeferrals.id, params.id), eq(donorDeferrals.donorId, ctx.session.donorId), isNull(donorDeferrals.dismissedAt)))
    .returning({ id: donorDeferrals.id });
  if (!cleared.length) throw new ServiceError(404, 'deferralNotFound');
  return { status: 200 };
};
