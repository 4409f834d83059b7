import { randomInt } from 'node:crypto';
import { pickLanguage, formatMessage, isWithinFeedbackWindow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { disabledVisitFeedback, visitFeedback, visits, wheelSpins } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../service-context';
import { activeSurvey, loadFeedbackSettings } from './feedback-settings';
import { ownedVisit } from './owned-visit';
import { checkAnswers } from './survey-answers';

/**
 * Stores the after-donation answers once per visit of the signed-in donor, inside the feedback window,
 * marks the visit, and draws the wheel's prize when a wheel is configured (booked at the spin).
 */
export const submitAfterDonationFeedbackHandler: Handler<'feedback/submitAfterDonationFeedback'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const now = ctx.clock.now();
  const visit = await ownedVisit(ctx.db, donorId, params);
  if (visit.feedbackGiven) throw new ServiceError(409, 'feedbackAlreadyGiven');
  const [disabled] = await ctx.db.select().from(disabledVisitFeedback).where(eq(disabledVisitFeedback.visitId, visit.id));
  if (disabled) throw new ServiceError(400, 'feedbackDisabled');
  const settings = await loadFeedbackSettings(ctx.db);
  if (!isWithinFeedbackWindow(visit.checkoutAt, now, settings.daysToComplete)) throw new ServiceError(400, 'feedbackWindowClosed');

  const survey = await activeSurvey(ctx.db);
  if (!survey || survey.id !== params.feedbackId) throw new ServiceError(400, 'surveyNotFound');
  const check = checkAnswers(survey.questions, params.feedbackAnswers);
  if (!check.ok) {
    if (check.reason === 'unknown') throw new ServiceError(400, 'badRequest');
    throw new ServiceError(400, 'surveyEmptyFields', { message: pickLanguage(survey.emptyFieldsError, ctx.lang) });
  }

  const wheelId = await ctx.db.transaction(async (tx) => {
    const stored = await tx
      .insert(visitFeedback)
      .values({
        visitId: visit.id,
        donorId,
        surveyId: survey.id,
        answers: params.feedbackAnswers,
        additionalFeedback: params.additionalFeedback || null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ visitId: visitFeedback.visitId });
    if (stored.length === 0) throw new ServiceError(409, 'feedbackAlreadyGiven');
    await tx.update(visits).set({ feedbackGiven: true }).where(eq(visits.id, visit.id));
    if (settings.wheelPrizes.length === 0) return null;
    const points = settings.wheelPrizes[randomInt(settings.wheelPrizes.length)] ?? 0;
    const [spin] = await tx
      .insert(wheelSpins)
      .values({ donorId, visitId: visit.id, segments: settings.wheelPrizes, points, createdAt: now })
      .returning({ id: wheelSpins.id });
    return spin?.id ?? null;
  });
  return { status: 200, message: formatMessage(ctx.lang, 'feedbackSubmitted'), afterdonationwheel: wheelId };
};
