import { pickLanguage, type Language, type Promotion, type SurveyQuestion } from '@portal/contract';
import { visibleOn } from '../../domain/publish-window';
import { ServiceError } from '../../lib/service-error';
import type { PromotionCopy, PromotionRow } from './published-content';

/** A promotion a donor may open now: active and inside its publish window (decision 019), from the process's copy. */
export async function findActivePromotion(copy: PromotionCopy, id: string, now: Date): Promise<PromotionRow> {
  const row = (await copy.get()).find((promotion) => promotion.id === id && visibleOn(promotion, now));
  if (!row) throw new ServiceError(404, 'promotionNotFound');
  return row;
}

export function surveyQuestions(row: PromotionRow, lang: Language): SurveyQuestion[] {
  return (row.questions ?? [])
    .map((question) => ({
      questionOrder: question.questionOrder,
      questionText: pickLanguage(question.questionText, lang),
      properties: { questionType: question.questionType },
      questionAnswers: question.answers.map((answer) => ({ answerOrder: answer.answerOrder, items: pickLanguage(answer.items, lang) })),
    }))
    .sort((a, b) => a.questionOrder - b.questionOrder);
}

/** The promotion's reward is paid only while its reward window is open (an open end means no limit). */
export function rewardOpen(row: PromotionRow, now: Date): boolean {
  if (row.rewardPoints <= 0) return false;
  if (row.rewardStartsAt && now < row.rewardStartsAt) return false;
  return !(row.rewardEndsAt && now > row.rewardEndsAt);
}

export function toPromotion(row: PromotionRow, lang: Language, answered: boolean): Promotion {
  return {
    promotionID: row.id,
    title: pickLanguage(row.title, lang),
    description: pickLanguage(row.description, lang),
    type: row.type,
    plasmaName: row.plasmaName,
    plasmaAddress: row.plasmaAddress,
    createDate: row.createdAt.toISOString(),
    rewardStartDate: row.rewardStartsAt?.toISOString() ?? null,
    rewardEndDate: row.rewardEndsAt?.toISOString() ?? null,
    images: row.imageUrls.map((imageURL) => ({ properties: { imageURL } })),
    objective: pickLanguage(row.objective, lang),
    rewards: { select: row.rewardPoints > 0 ? 'points' : 'none', value: row.rewardPoints },
    surveyQuestions: row.type === 'survey' ? { questions: surveyQuestions(row, lang) } : null,
    body: [...pickLanguage(row.body, lang)].sort((a, b) => a.index - b.index),
    answered,
  };
}
