import type { SurveyQuestion } from '@portal/contract/entities/marketing';
import { describe, expect, it } from 'vitest';
import { toSubmission } from './survey-form';

const questions: SurveyQuestion[] = [
  {
    questionOrder: 0,
    questionText: 'One?',
    properties: { questionType: 0 },
    questionAnswers: [
      { answerOrder: 0, items: 'A' },
      { answerOrder: 1, items: 'B' },
    ],
  },
  {
    questionOrder: 1,
    questionText: 'Many?',
    properties: { questionType: 1 },
    questionAnswers: [
      { answerOrder: 0, items: 'C' },
      { answerOrder: 1, items: 'D' },
    ],
  },
  { questionOrder: 2, questionText: 'Why?', properties: { questionType: 2 }, questionAnswers: [] },
];

describe('toSubmission (spec 7 submitSurveyAnswer shape)', () => {
  it('sends each choice with its text, and the trimmed text answer', () => {
    expect(
      toSubmission(questions, { 0: { orders: [1], text: '' }, 1: { orders: [0, 1], text: '' }, 2: { orders: [], text: '  Faster  ' } }),
    ).toEqual([
      { questionOrder: 0, answers: [{ answerOrder: 1, answerBody: 'B' }] },
      {
        questionOrder: 1,
        answers: [
          { answerOrder: 0, answerBody: 'C' },
          { answerOrder: 1, answerBody: 'D' },
        ],
      },
      { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Faster' }] },
    ]);
  });

  it('leaves unanswered questions empty, so the completeness check refuses them', () => {
    expect(toSubmission(questions, { 2: { orders: [], text: '   ' } })).toEqual([
      { questionOrder: 0, answers: [] },
      { questionOrder: 1, answers: [] },
      { questionOrder: 2, answers: [] },
    ]);
  });
});
