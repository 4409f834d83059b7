import type { AnswersByPage, PageAnswers, Question } from '@portal/contract/entities/prescreening';

export type AnswerValue = PageAnswers[string];

/** Answers kept per page index while the donor moves back and forth. */
export type AnswersState = Record<number, PageAnswers>;

export function fromPreviouslyAnswered(previous: AnswersByPage): AnswersState {
  const answers: AnswersState = {};
  for (const [index, page] of Object.entries(previous)) answers[Number(index)] = page;
  return answers;
}

export function withAnswer(answers: AnswersState, page: number, questionId: string, value: AnswerValue): AnswersState {
  return { ...answers, [page]: { ...answers[page], [questionId]: value } };
}

function isEmpty(value: AnswerValue | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** True when every question that must be answered has an answer (the server checks the rest). */
export function isPageComplete(questions: readonly Question[], answers: PageAnswers | undefined): boolean {
  return questions.every((question) => question.optional || !isEmpty(answers?.[question.id]));
}

/** All pages' answers keyed by page index, as the literacy submit sends them. */
export function toAnswersByPage(answers: AnswersState): AnswersByPage {
  const byPage: AnswersByPage = {};
  for (const [index, page] of Object.entries(answers)) byPage[index] = page;
  return byPage;
}
