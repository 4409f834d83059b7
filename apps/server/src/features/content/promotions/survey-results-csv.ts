import type { Language } from '@portal/contract';
import type { SurveyResults } from './survey-results';

const QUESTION_TYPES = ['single', 'multiple', 'text'] as const;

/** A CSV field: quoted when it holds a separator, quote or line break; a leading formula sign is neutralised. */
function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The results as CSV, one row per option with its count (a text question: one row, the donors who answered it), the
 * texts in one language; the first row after the header counts the respondents.
 */
export function surveyResultsCsv(results: SurveyResults, lang: Language): string {
  const lines: (string | number)[][] = [
    ['question_number', 'question', 'question_type', 'answer_number', 'answer', 'count'],
    ['', '', '', '', 'respondents', results.respondents],
  ];
  for (const question of results.questions) {
    const common = [question.questionOrder + 1, question.questionText[lang], QUESTION_TYPES[question.questionType]];
    if (question.questionType === 2) lines.push([...common, '', '', question.answered]);
    for (const answer of question.answers) lines.push([...common, answer.answerOrder + 1, answer.items[lang], answer.count]);
  }
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}
