import type { Handler } from '../../service-context';
import { loadFeedbackSettings } from '../../domain/feedback-settings';
import { ownedVisit } from './owned-visit';

/** Fills the visit into the configured external survey link, each value URL-encoded. */
export function externalSurveyLink(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(String(values[name])) : whole));
}

export const getFeedbackSettingHandler: Handler<'feedback/getfeedbacksetting'> = async (ctx, params) => {
  await ownedVisit(ctx.db, ctx.session.donorId, params);
  const settings = await loadFeedbackSettings(ctx.db);
  const qualtrics = settings.externalSurveyUrl
    ? {
        url: externalSurveyLink(settings.externalSurveyUrl, {
          visitID: params.visitID,
          visitNumber: params.visitNumber,
          locationID: params.locationID,
          visitDate: params.visitDate,
        }),
      }
    : null;
  return { status: 200, qualtrics };
};
