import { loadFeedbackSettings, saveFeedbackSettings } from '../../domain/feedback-settings';
import type { Handler } from '../../service-context';

/** The days to answer and the wheel's prizes; the external survey address stays as it is. Audited. */
export const saveFeedbackSettingsHandler: Handler<'screeningContent/saveFeedbackSettings'> = async (ctx, params) => {
  const before = await loadFeedbackSettings(ctx.db);
  await saveFeedbackSettings(ctx.db, params);
  ctx.audit({
    objectType: 'feedbackSettings',
    objectId: 'default',
    before: { daysToComplete: before.daysToComplete, wheelPrizes: before.wheelPrizes },
    after: params,
  });
  return { status: 200 };
};
