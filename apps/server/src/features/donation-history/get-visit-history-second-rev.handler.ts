import { countRecentVisits, lastVisits } from '../../domain/visit-history';
import type { Handler } from '../../service-context';

export const getVisitHistorySecondRevHandler: Handler<'reward/getVisitHistorySecondRev'> = async (ctx) => {
  const donorId = ctx.session.donorId;
  const [last20Visits, visitsInPast35Days] = await Promise.all([
    lastVisits(ctx.db, donorId),
    countRecentVisits(ctx.db, donorId, ctx.clock.now()),
  ]);
  return { status: 200, last20Visits, visitsInPast35Days };
};
