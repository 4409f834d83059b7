import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { formatMessage, pickLanguage } from '@portal/contract';
import { donorDeferrals } from '../../db/schema/index';
import type { Handler } from '../../service-context';

/**
 * The newest deferral still in force whose notice the donor has not dismissed. A temporary deferral
 * is in force until the day before `until` (UTC), when the donor may donate again.
 */
export const getDonorDeferralStatusHandler: Handler<'stickyAnnouncement/getDonorDeferralStatus'> = async (ctx) => {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const [row] = await ctx.db
    .select()
    .from(donorDeferrals)
    .where(
      and(
        eq(donorDeferrals.donorId, ctx.session.donorId),
        isNull(donorDeferrals.dismissedAt),
        or(isNull(donorDeferrals.until), gt(donorDeferrals.until, today)),
      ),
    )
    .orderBy(desc(donorDeferrals.deferredAt))
    .limit(1);
  if (!row) return { status: 200, deferralStatus: null, message: formatMessage(ctx.lang, 'deferralNone') };
  return {
    status: 200,
    deferralStatus: {
      id: row.id,
      code: row.code,
      reason: pickLanguage(row.reason, ctx.lang),
      permanent: row.until === null,
      until: row.until,
      deferredAt: row.deferredAt.toISOString(),
    },
    message: formatMessage(ctx.lang, row.until === null ? 'deferralPermanent' : 'deferralTemporary'),
  };
};
