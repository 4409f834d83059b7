import { loadFeedbackSettings } from '../../domain/feedback-settings';
import type { Handler } from '../../service-context';

export const getFeedbackSettingsHandler: Handler<'screeningContent/getFeedbackSettings'> = async (ctx) => {
  const { daysToComplete, wheelPrizes } = await loadFeedbackSettings(ctx.db);
  return { status: 200, settings: { daysToComplete, wheelPrizes } };
};
