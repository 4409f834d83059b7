import type { FeedbackAnswers } from '@portal/contract/services/donation-history/submit-after-donation-feedback';
import type { SurveyQuestion } from '@portal/contract/services/donation-history/get-after-donation-feedback-options';

export type AnswerCheck = { ok: true } | { ok: false; reason: 'missing' | 'unknown' };

/**
 * Spec 5: every single-choice question needs one answer, every multiple-choice at least one, each an
 * answer the question offers. Keys for questions the survey does not have are refused as tampering.
 */
export function checkAnswers(questions: readonly SurveyQuestion[], answers: FeedbackAnswers): AnswerCheck {
  const indexes = new Set(questions.map((q) => String(q.index)));
  if (Object.keys(answers).some((key) => !indexes.has(key))) return { ok: false, reason: 'unknown' };
  for (const question of questions) {
    const offered = new Set(question.answers.map((a) => a.order));
    const given = answers[String(question.index)];
    if (given === undefined) return { ok: false, reason: 'missing' };
    const chosen = typeof given === 'number' ? [given] : given;
    if (chosen.length === 0 || (!question.multiple && typeof given !== 'number')) return { ok: false, reason: 'missing' };
    if (chosen.some((order) => !offered.has(order)) || new Set(chosen).size !== chosen.length) return { ok: false, reason: 'unknown' };
  }
  return { ok: true };
}
