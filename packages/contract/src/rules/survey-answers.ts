import { z } from 'zod';
import { SURVEY_MULTIPLE, SURVEY_SINGLE, SURVEY_TEXT, SURVEY_TEXT_MAX_LENGTH } from '../constants';
import type { SurveyQuestion } from '../entities/marketing';
import { nonNegativeInt32, safeMultilineText } from './safe-input';

export const surveyAnswerSchema = z.object({
  answerOrder: nonNegativeInt32(),
  answerBody: safeMultilineText(SURVEY_TEXT_MAX_LENGTH),
});
export const surveySubmissionSchema = z
  .array(z.object({ questionOrder: nonNegativeInt32(), answers: z.array(surveyAnswerSchema).max(50) }), 'answerAllQuestions')
  .max(100);
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>;

/**
 * Spec 5 "Promotion survey": every question answered, else 'Please answer all questions!'. A single choice
 * has exactly one of its answers, a multiple choice at least one (no repeats), a text answer some text.
 * Answers to questions the survey does not have make the submission invalid too.
 */
export function isSurveyComplete(questions: readonly SurveyQuestion[], submission: SurveySubmission): boolean {
  const byOrder = new Map(submission.map((entry) => [entry.questionOrder, entry.answers]));
  if (byOrder.size !== submission.length || submission.length !== questions.length) return false;
  return questions.every((question) => {
    const answers = byOrder.get(question.questionOrder);
    if (!answers) return false;
    const known = new Set(question.questionAnswers.map((answer) => answer.answerOrder));
    const orders = answers.map((answer) => answer.answerOrder);
    const distinct = new Set(orders).size === orders.length;
    switch (question.properties.questionType) {
      case SURVEY_SINGLE:
        return answers.length === 1 && orders.every((order) => known.has(order));
      case SURVEY_MULTIPLE:
        return answers.length >= 1 && distinct && orders.every((order) => known.has(order));
      case SURVEY_TEXT:
        return answers.length === 1 && (answers[0]?.answerBody.trim() ?? '') !== '';
      default:
        return false;
    }
  });
}
