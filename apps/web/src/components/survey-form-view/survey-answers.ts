/** Spec 4 "Survey answer state": answers by question index. */
export type SurveyAnswers = Record<string, number | number[]>;

export type SurveyAnswerAction =
  | { type: 'single'; question: number; order: number }
  | { type: 'multiple'; question: number; order: number }
  | { type: 'reset' };

/** Single choice replaces the answer; multiple choice toggles one option. */
export function surveyAnswersReducer(state: SurveyAnswers, action: SurveyAnswerAction): SurveyAnswers {
  if (action.type === 'reset') return {};
  const key = String(action.question);
  if (action.type === 'single') return { ...state, [key]: action.order };
  const current = state[key];
  const chosen = Array.isArray(current) ? current : [];
  const next = chosen.includes(action.order) ? chosen.filter((o) => o !== action.order) : [...chosen, action.order].sort((a, b) => a - b);
  return { ...state, [key]: next };
}

/** Spec 5: one answer per single-choice question, at least one per multiple-choice question. */
export function allAnswered(questions: readonly { index: number; multiple: boolean }[], answers: SurveyAnswers): boolean {
  return questions.every((q) => {
    const given = answers[String(q.index)];
    return q.multiple ? Array.isArray(given) && given.length > 0 : typeof given === 'number';
  });
}
