import { and, count, eq, gte } from 'drizzle-orm';
import { DAY_MS, feeLayoutSchema, type FeeLayoutType } from '@portal/contract';
import { donors, visits } from '../../db/schema/index';
import { readRewardContent } from '../../domain/reward-content';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/**
 * The fee guide of the donor's stage with their progress filled in: applicants count every donation
 * so far (`startFrequency`), monthly-qualified donors this calendar month's (UTC), weekly-qualified
 * donors the past 7 days' (`completeddonations`). 400 with the message when no layout is stored.
 */
export const getFeeStructureLayoutHandler: Handler<'feeStructure/getfeestructurelayout'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const [donor] = await ctx.db.select({ status: donors.status }).from(donors).where(eq(donors.id, donorId));
  if (!donor) throw new ServiceError(401, 'sessionExpired');
  const type: FeeLayoutType = params.type ?? (donor.status === 'donor' ? 'monthlyqualified' : 'applicant');
  const layout = await readRewardContent(ctx, `fee_${type}`, ctx.lang, feeLayoutSchema);
  if (!layout) throw new ServiceError(400, 'feeLayoutUnavailable');

  const now = ctx.clock.now();
  const since =
    type === 'applicant'
      ? new Date(0)
      : type === 'qualifiedweekly'
        ? new Date(now.getTime() - 7 * DAY_MS)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [done] = await ctx.db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.donorId, donorId), eq(visits.donated, true), gte(visits.checkinAt, since)));
  const donations = done?.n ?? 0;
  const structure = Object.fromEntries(
    Object.entries(layout.structure).map(([n, step]) => [n, { ...step, completed: Number(n) <= donations }]),
  );
  return {
    status: 200,
    layout: {
      ...layout,
      type,
      startFrequency: type === 'applicant' ? donations : 0,
      completeddonations: type === 'applicant' ? 0 : donations,
      structure,
    },
  };
};
