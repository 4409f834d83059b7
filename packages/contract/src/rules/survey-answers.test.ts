import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../entities/marketing';
import { isSurveyComplete } from './survey-answers';

const question = (questionOrder: number, questionType: 0 | 1 | 2, answers = [0, 1, 2]): SurveyQuestion => ({
  questionOrder,
  questionText: `Q${questionOrder}`,
  properties: { questionType },
  questionAnswers: answers.map((answerOrder) => ({ answerOrder, items: `A${answerOrder}` })),
});
const questions = [question(0, 0), question(1, 1), question(2, 2, [])];
const a = (...orders: number[]) => orders.map((answerOrder) => ({ answerOrder, answerBody: '' }));
const complete = [
  { questionOrder: 0, answers: a(2) },
  { questionOrder: 1, answers: a(0, 2) },
  { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'More chairs' }] },
];

describe('isSurveyComplete (spec 5 "Promotion survey")', () => {
  it('accepts one single choice, one or more distinct multiple choices and some text', () => {
    expect(isSurveyComplete(questions, complete)).toBe(true);
    expect(isSurveyComplete(questions, [complete[0]!, { questionOrder: 1, answers: a(1) }, complete[2]!])).toBe(true);
  });

  it.each([
    ['a question left out', complete.slice(0, 2)],
    ['a single choice with two answers', [{ questionOrder: 0, answers: a(0, 1) }, complete[1]!, complete[2]!]],
    ['a single choice with none', [{ questionOrder: 0, answers: [] }, complete[1]!, complete[2]!]],
    ['an answer the question does not have', [{ questionOrder: 0, answers: a(9) }, complete[1]!, complete[2]!]],
    ['a multiple choice with none', [complete[0]!, { questionOrder: 1, answers: [] }, complete[2]!]],
    ['a multiple choice repeated', [complete[0]!, { questionOrder: 1, answers: a(0, 0) }, complete[2]!]],
    ['blank text', [complete[0]!, complete[1]!, { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: '  ' }] }]],
    ['a question answered twice', [...complete, complete[0]!]],
    ['an unknown question', [complete[0]!, complete[1]!, { questionOrder: 7, answers: a(0) }]],
  ])('refuses %s', (_, submission) => {
    expect(isSurveyComplete(questions, submission)).toBe(false);
  });
});
