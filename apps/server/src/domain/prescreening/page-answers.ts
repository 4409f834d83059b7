import { formatMessage, type AnswersByPage, type Language, type PageAnswers } from '@portal/contract';
import type { StoredPage, StoredQuestion } from '../check-documents';
import { ServiceError } from '../../lib/service-error';

type Answer = PageAnswers[string];

function isEmpty(value: Answer | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function fits(question: StoredQuestion, value: Answer): boolean {
  const values = new Set(question.options?.map((option) => option.value));
  switch (question.type) {
    case 'single':
      return typeof value === 'string' && values.has(value);
    case 'multiple':
      return Array.isArray(value) && new Set(value).size === value.length && value.every((item) => values.has(item));
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        (question.min === undefined || value >= question.min) &&
        (question.max === undefined || value <= question.max)
      );
    case 'text':
      return typeof value === 'string';
    default:
      return false;
  }
}

/**
 * Checks one page's answers against its questions and keeps only theirs: an unanswered question
 * answers 400 `fillAllFields`, an answer of the wrong kind or out of range 400 `answerInvalid`,
 * each naming the questions at fault.
 */
export function checkPageAnswers(page: StoredPage, answers: PageAnswers, lang: Language, prefix: string): PageAnswers {
  const missing = page.questions.filter((q) => !q.optional && isEmpty(answers[q.id]));
  if (missing.length) {
    const message = formatMessage(lang, 'fillAllFields');
    throw new ServiceError(
      400,
      'fillAllFields',
      {},
      { fields: missing.map((q) => ({ path: `${prefix}.${q.id}`, code: 'fillAllFields', message })) },
    );
  }
  const wrong = page.questions.filter((q) => {
    const value = answers[q.id];
    return value !== undefined && !isEmpty(value) && !fits(q, value);
  });
  if (wrong.length) {
    const ids = wrong.map((q) => q.id);
    const message = formatMessage(lang, 'answerInvalid', { questions: ids.join(', ') });
    throw new ServiceError(
      400,
      'answerInvalid',
      { questions: ids.join(', ') },
      { fields: ids.map((id) => ({ path: `${prefix}.${id}`, code: 'answerInvalid', message })) },
    );
  }
  const kept: PageAnswers = {};
  for (const question of page.questions) {
    const value = answers[question.id];
    if (value !== undefined && !isEmpty(value)) kept[question.id] = typeof value === 'string' ? value.trim() : value;
  }
  return kept;
}

export function requirePage<P>(pages: P[], index: number, lang: Language, path: string): P {
  const page = pages[index];
  if (!page)
    throw new ServiceError(
      400,
      'pageOutOfRange',
      {},
      { fields: [{ path, code: 'pageOutOfRange', message: formatMessage(lang, 'pageOutOfRange') }] },
    );
  return page;
}

/** Where to resume: the first page without saved answers (the last page once all are saved). */
export function resumePage(pageCount: number, answers: AnswersByPage): number {
  for (let index = 0; index < pageCount; index += 1) {
    if (!answers[String(index)]) return index;
  }
  return Math.max(0, pageCount - 1);
}

/** Every page checked again before a submission: answers saved earlier must still fit the check. */
export function checkAllPages(pages: StoredPage[], answers: AnswersByPage, lang: Language): AnswersByPage {
  const incomplete = pages.some((_, index) => !answers[String(index)]);
  if (incomplete) throw new ServiceError(400, 'checkIncomplete');
  const checked: AnswersByPage = {};
  pages.forEach((page, index) => {
    checked[String(index)] = checkPageAnswers(page, answers[String(index)] ?? {}, lang, `answers.${index}`);
  });
  return checked;
}
