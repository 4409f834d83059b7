import { isSurveyComplete } from '@portal/contract';
import { surveyAnswers } from '../../db/schema/index';
import { appendLedgerEntry } from '../../domain/points-ledger';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findActivePromotion, rewardOpen, surveyQuestions } from './promotions';

/**
 * Stores the answers and books the reward in one transaction: the answer's primary key (promotion, donor)
 * lets each donor answer once, and the ledger's idempotency key would refuse a second reward anyway.
 */
export const submitSurveyAnswerHandler: Handler<'marketing/submitSurveyAnswer'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const promotion = await findActivePromotion(ctx.reference.tables.promotions, params.promotionID, now);
  if (promotion.type !== 'survey') throw new ServiceError(404, 'promotionNotFound');
  // Completeness depends on the questions' orders and types, not their texts: any language will do.
  if (!isSurveyComplete(surveyQuestions(promotion, 'en'), params.questions)) throw new ServiceError(400, 'answerAllQuestions');

  const donorId = ctx.session.donorId;
  const points = rewardOpen(promotion, now) ? promotion.rewardPoints : 0;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(surveyAnswers)
        .values({ promotionId: promotion.id, donorId, answers: params.questions, pointsAwarded: points, answeredAt: now });
      if (points > 0) {
        await appendLedgerEntry(tx, {
          donorId,
          kind: 'bonus',
          points,
          details: { reason: 'survey', promotionId: promotion.id },
          at: now,
          idempotencyKey: `survey:${promotion.id}:${donorId}`,
        });
      }
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) throw new ServiceError(409, 'surveyAlreadyAnswered');
    throw error;
  }
  return { status: 200, result: true, pointsAwarded: points };
};
