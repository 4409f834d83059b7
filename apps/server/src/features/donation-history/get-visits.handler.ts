import { inArray } from 'drizzle-orm';
import { disabledVisitFeedback } from '../../db/schema/index';
import { lastVisits } from '../../domain/visit-history';
import type { Handler } from '../../service-context';
import { loadFeedbackSettings } from '../../domain/feedback-settings';

export const getFeedbackVisitsHandler: Handler<'feedback/getvisits'> = async (ctx) => {
  const [visits, settings] = await Promise.all([lastVisits(ctx.db, ctx.session.donorId), loadFeedbackSettings(ctx.db)]);
  const ids = visits.map((v) => v.visitID);
  const disabled = ids.length
    ? await ctx.db
        .select({ visitId: disabledVisitFeedback.visitId })
        .from(disabledVisitFeedback)
        .where(inArray(disabledVisitFeedback.visitId, ids))
    : [];
  return {
    status: 200,
    visits,
    daystocomplete: settings.daysToComplete,
    disabledfeedback: disabled.map((d) => d.visitId),
    // The B1B2 payment programme is not part of this portal yet (docs/spec-coverage.md).
    b1b2Payments: [],
  };
};
