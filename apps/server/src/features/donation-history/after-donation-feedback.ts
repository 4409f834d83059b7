import { randomInt } from 'node:crypto';
import { isWithinFeedbackWindow, pickLanguage, type Language, type ParsedParams } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disabledVisitFeedback, visitFeedback, visits, wheelSpins } from '../../db/schema/index';
import { appendLedgerEntry, currentBalance } from '../../domain/points-ledger';
import { ServiceError } from '../../lib/service-error';
import { loadFeedbackSettings, surveyOfferedFor } from '../../domain/feedback-settings';
import { ownedVisit } from './owned-visit';
import { checkAnswers } from './survey-answers';

/** Picks the wheel's prize: an index below `count`. Random for donors; the demo data passes a fixed one. */
export type PrizeDraw = (count: number) => number;

export interface FeedbackInput {
  donorId: string;
  params: ParsedParams<'feedback/submitAfterDonationFeedback'>;
  now: Date;
  /** The language of the survey's "answer every question" message. */
  lang: Language;
  draw?: PrizeDraw;
}

/** The wheel a feedback opened: its id and the prizes it shows before and after the spin. */
export interface OpenedWheel {
  id: string;
  segments: number[];
}

/**
 * Stores the after-donation answers once per visit of the donor, inside the feedback window, marks the
 * visit, and draws the wheel's prize when a wheel is configured (booked at the spin).
 */
export async function submitFeedback(db: Db, input: FeedbackInput): Promise<OpenedWheel | null> {
  const { donorId, params, now } = input;
  const visit = await ownedVisit(db, donorId, params);
  if (visit.feedbackGiven) throw new ServiceError(409, 'feedbackAlreadyGiven');
  const [disabled] = await db.select().from(disabledVisitFeedback).where(eq(disabledVisitFeedback.visitId, visit.id));
  if (disabled) throw new ServiceError(400, 'feedbackDisabled');
  const settings = await loadFeedbackSettings(db);
  if (!isWithinFeedbackWindow(visit.checkoutAt, now, settings.daysToComplete)) throw new ServiceError(400, 'feedbackWindowClosed');

  const survey = visit.checkoutAt ? await surveyOfferedFor(db, params.feedbackId, visit.checkoutAt) : null;
  if (!survey) throw new ServiceError(400, 'surveyNotFound');
  const check = checkAnswers(survey.questions, params.feedbackAnswers);
  if (!check.ok) {
    if (check.reason === 'unknown') throw new ServiceError(400, 'badRequest');
    throw new ServiceError(400, 'surveyEmptyFields', { message: pickLanguage(survey.emptyFieldsError, input.lang) });
  }

  return db.transaction(async (tx) => {
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
    const segments = settings.wheelPrizes;
    if (segments.length === 0) return null;
    const points = segments[(input.draw ?? randomInt)(segments.length)] ?? 0;
    const [spin] = await tx.insert(wheelSpins).values({ donorId, visitId: visit.id, segments, points, createdAt: now }).returning({
      id: wheelSpins.id,
    });
    return spin ? { id: spin.id, segments } : null;
  });
}

/**
 * Books the prize drawn at feedback time. The ledger's idempotency key makes a repeated or concurrent
 * spin book nothing more; the reply is the same prize either way, so a lost reply can be retried.
 */
export async function spinWheel(db: Db, donorId: string, wheelId: string, now: Date) {
  const [spin] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.id, wheelId), eq(wheelSpins.donorId, donorId)));
  if (!spin) throw new ServiceError(404, 'wheelNotFound');
  const pointsBalance = await db.transaction(async (tx) => {
    await appendLedgerEntry(tx, {
      donorId,
      kind: 'bonus',
      points: spin.points,
      details: { reason: 'wheel', visitId: spin.visitId },
      visitId: spin.visitId,
      idempotencyKey: `wheel:${spin.id}`,
      at: now,
    });
    await tx
      .update(wheelSpins)
      .set({ spunAt: now })
      .where(and(eq(wheelSpins.id, spin.id), isNull(wheelSpins.spunAt)));
    return currentBalance(tx, donorId);
  });
  return { segments: spin.segments, points: spin.points, pointsBalance };
}
