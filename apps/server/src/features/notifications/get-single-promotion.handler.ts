import { and, eq } from 'drizzle-orm';
import { surveyAnswers } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { findActivePromotion, toPromotion } from './promotions';

export const getSinglePromotionHandler: Handler<'marketing/getSinglePromotion'> = async (ctx, params) => {
  const row = await findActivePromotion(ctx.reference.tables.promotions, params.promotionID, ctx.clock.now());
  const [answer] = await ctx.db
    .select({ at: surveyAnswers.answeredAt })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.promotionId, row.id), eq(surveyAnswers.donorId, ctx.session.donorId)));
  return { status: 200, promotion: toPromotion(row, params.lang ?? ctx.lang, answer !== undefined) };
};
