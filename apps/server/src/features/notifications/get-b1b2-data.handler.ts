import { and, desc, eq, isNull } from 'drizzle-orm';
import { pickLanguage } from '@portal/contract';
import { b1b2Surveys } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { nearestCenter } from './nearest-center';

/** The newest unanswered B1B2 survey/reminder of the donor, and the nearest center when coordinates came. */
export const getB1B2DataHandler: Handler<'feedback/getB1B2Data'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const [survey] = await ctx.db
    .select()
    .from(b1b2Surveys)
    .where(and(eq(b1b2Surveys.donorId, ctx.session.donorId), isNull(b1b2Surveys.answeredAt)))
    .orderBy(desc(b1b2Surveys.createdAt))
    .limit(1);
  const point = params.lat !== undefined && params.lng !== undefined ? { lat: params.lat, lng: params.lng } : null;
  return {
    status: 200,
    surveyStatus: survey ? 'pending' : 'none',
    pendingPage: survey !== undefined,
    dpiID: survey?.id ?? null,
    announcement: survey
      ? { title: pickLanguage(survey.title, lang), message: pickLanguage(survey.message, lang), creationTS: survey.createdAt.toISOString() }
      : null,
    options: survey ? survey.options.map((option) => ({ order: option.order, text: pickLanguage(option.text, lang) })) : [],
    nearestCenter: point ? await nearestCenter(ctx.db, point) : null,
  };
};
