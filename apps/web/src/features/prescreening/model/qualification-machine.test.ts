import type { QuestionPage } from '@portal/contract/entities/prescreening';
import { describe, expect, it } from 'vitest';
import { initialQualificationState, qualificationReducer, type QualificationState, type ResultLayout } from './qualification-machine';

const format = { uniqueDocID: 'q1', title: 'Check', landing: { title: 'Check', description: ['Intro'], startButton: 'Start' } };
const pages: QuestionPage[] = [0, 1, 2].map((index) => ({
  index,
  questions: [{ id: `q${index}`, type: 'single', text: 'Q', options: [{ value: 'a', text: 'A' }] }],
}));
const result: ResultLayout = { title: '<b>Done</b>', description: [], buttons: [], overlayTitle: 'Result', date: null };
const landing: QualificationState = { status: 'landing', format };
const atPage = (page: number): QualificationState => ({ status: 'question', format, pages, page, answers: {} });
const started = (startfrom: number, previouslyanswered = {}) =>
  qualificationReducer(landing, { type: 'started', reply: { status: 200, startfrom, previouslyanswered, questions: pages } });

describe('qualification check state machine (spec 4)', () => {
  it('starts loading; the landing reply shows the landing, or the custom view when it carries proceedTo', () => {
    expect(initialQualificationState).toEqual({ status: 'loading' });
    expect(
      qualificationReducer(initialQualificationState, { type: 'landingLoaded', reply: { status: 200, format, proceedTo: null } }),
    ).toEqual(landing);
    expect(
      qualificationReducer(initialQualificationState, { type: 'landingLoaded', reply: { status: 200, format, proceedTo: result } }),
    ).toEqual({ status: 'custom', layout: result });
  });

  it('goes to error when the landing or the start fails', () => {
    expect(qualificationReducer(initialQualificationState, { type: 'failed' })).toEqual({ status: 'error' });
    expect(qualificationReducer(landing, { type: 'failed' })).toEqual({ status: 'error' });
  });

  it('starts at the saved page with the earlier answers prefilled', () => {
    expect(started(1, { '0': { q0: 'a' } })).toEqual({ status: 'question', format, pages, page: 1, answers: { 0: { q0: 'a' } } });
    expect(started(7)).toMatchObject({ page: 2 });
    expect(
      qualificationReducer(landing, { type: 'started', reply: { status: 200, startfrom: 0, previouslyanswered: {}, questions: [] } }),
    ).toEqual({ status: 'error' });
  });

  it('keeps answers per page, moves on after a save, and stays on the page when a save fails', () => {
    const answered = qualificationReducer(atPage(0), { type: 'answered', questionId: 'q0', value: 'a' });
    expect(answered).toMatchObject({ page: 0, answers: { 0: { q0: 'a' } } });
    const next = qualificationReducer(answered, { type: 'pageSaved' });
    expect(next).toMatchObject({ page: 1, answers: { 0: { q0: 'a' } } });
    expect(qualificationReducer(next, { type: 'failed' })).toBe(next);
    expect(qualificationReducer(atPage(2), { type: 'pageSaved' })).toMatchObject({ page: 2 });
  });

  it('goes one page back, and from the first page back to the landing', () => {
    expect(qualificationReducer(atPage(2), { type: 'back' })).toMatchObject({ status: 'question', page: 1 });
    expect(qualificationReducer(atPage(0), { type: 'back' })).toEqual(landing);
  });

  it('shows the custom view after the submit, and reloads from it when proceeding', () => {
    const custom = qualificationReducer(atPage(2), { type: 'submitted', proceed: result });
    expect(custom).toEqual({ status: 'custom', layout: result });
    expect(qualificationReducer(custom, { type: 'reload' })).toEqual({ status: 'loading' });
  });

  it('ignores events that do not belong to the current state', () => {
    expect(qualificationReducer(landing, { type: 'pageSaved' })).toBe(landing);
    expect(qualificationReducer(landing, { type: 'back' })).toBe(landing);
    expect(qualificationReducer(landing, { type: 'answered', questionId: 'q0', value: 'a' })).toBe(landing);
    expect(qualificationReducer(landing, { type: 'submitted', proceed: result })).toBe(landing);
    const error: QualificationState = { status: 'error' };
    expect(qualificationReducer(error, { type: 'landingLoaded', reply: { status: 200, format, proceedTo: null } })).toBe(error);
    expect(
      qualificationReducer(atPage(0), { type: 'started', reply: { status: 200, startfrom: 0, previouslyanswered: {}, questions: pages } }),
    ).toEqual(atPage(0));
  });
});
