import { describe, expect, it } from 'vitest';
import { allAnswered, surveyAnswersReducer } from './survey-answers';

describe('survey answer state (spec 4)', () => {
  it('replaces a single-choice answer', () => {
    const once = surveyAnswersReducer({}, { type: 'single', question: 0, order: 2 });
    expect(surveyAnswersReducer(once, { type: 'single', question: 0, order: 5 })).toEqual({ '0': 5 });
  });
  it('toggles multiple-choice answers', () => {
    let state = surveyAnswersReducer({}, { type: 'multiple', question: 2, order: 3 });
    state = surveyAnswersReducer(state, { type: 'multiple', question: 2, order: 1 });
    expect(state).toEqual({ '2': [1, 3] });
    expect(surveyAnswersReducer(state, { type: 'multiple', question: 2, order: 3 })).toEqual({ '2': [1] });
    expect(surveyAnswersReducer(state, { type: 'reset' })).toEqual({});
  });
  it('is complete only with one single answer and at least one multiple answer', () => {
    const questions = [
      { index: 0, multiple: false },
      { index: 1, multiple: true },
    ];
    expect(allAnswered(questions, { '0': 1 })).toBe(false);
    expect(allAnswered(questions, { '0': 1, '1': [] })).toBe(false);
    expect(allAnswered(questions, { '0': 1, '1': [2] })).toBe(true);
  });
});
