import type { QuestionPage } from '@portal/contract/entities/prescreening';
import { describe, expect, it } from 'vitest';
import { initialLiteracyState, literacyReducer, type LiteracyState } from './literacy-machine';

const format = { uniqueDocID: 'l1', title: 'Learn', landing: { title: 'Learn', description: [], startButton: 'Start' } };
const prerequisite = { title: 'Before', description: [], buttons: [{ title: 'Go', proceeding: true }] };
const pages: QuestionPage[] = [0, 1].map((index) => ({
  index,
  text: [{ tag: 'Body', text: 'Read' }],
  questions: [{ id: `q${index}`, type: 'single', text: 'Q', options: [{ value: 'a', text: 'A' }] }],
}));
const landing: LiteracyState = { status: 'landing', format };
const atPage = (page: number): LiteracyState => ({ status: 'questions', format, oid: 'o1', pages, page, answers: {} });
const success = { title: 'Well done', description: [] };

describe('literacy check state machine (spec 4)', () => {
  it('loads into the prerequisite when there is one, else the landing; proceeding moves to the landing', () => {
    expect(initialLiteracyState).toEqual({ status: 'loading' });
    const withPrerequisite = literacyReducer(initialLiteracyState, { type: 'landingLoaded', reply: { status: 200, format, prerequisite } });
    expect(withPrerequisite).toEqual({ status: 'prerequisite', format, prerequisite });
    expect(literacyReducer(withPrerequisite, { type: 'proceed' })).toEqual(landing);
    expect(literacyReducer(initialLiteracyState, { type: 'landingLoaded', reply: { status: 200, format, prerequisite: null } })).toEqual(
      landing,
    );
  });

  it('goes to error when the landing or the start fails', () => {
    expect(literacyReducer(initialLiteracyState, { type: 'failed' })).toEqual({ status: 'error' });
    expect(literacyReducer(landing, { type: 'failed' })).toEqual({ status: 'error' });
  });

  it('starts at the saved page with the oid and the earlier answers', () => {
    const started = literacyReducer(landing, {
      type: 'started',
      reply: { status: 200, oid: 'o1', startfrom: 1, previouslyanswered: { '0': { q0: 'a' } }, questions: pages },
    });
    expect(started).toEqual({ status: 'questions', format, oid: 'o1', pages, page: 1, answers: { 0: { q0: 'a' } } });
    expect(
      literacyReducer(landing, { type: 'started', reply: { status: 200, oid: 'o1', startfrom: 0, previouslyanswered: {}, questions: [] } }),
    ).toEqual({ status: 'error' });
  });

  it('stores answers by page and moves on when the save does not end the flow (a failed save counts as not ended)', () => {
    const answered = literacyReducer(atPage(0), { type: 'answered', questionId: 'q0', value: 'a' });
    expect(literacyReducer(answered, { type: 'pageSaved', end: false })).toMatchObject({ page: 1, answers: { 0: { q0: 'a' } } });
    expect(literacyReducer(atPage(1), { type: 'pageSaved', end: false })).toMatchObject({ page: 1 });
  });

  it('ends the flow when the save answers the end flag', () => {
    expect(literacyReducer(atPage(0), { type: 'pageSaved', end: true })).toEqual({ status: 'exited' });
  });

  it('goes one page back, and leaves the flow when going back from the first page or exiting', () => {
    expect(literacyReducer(atPage(1), { type: 'back' })).toMatchObject({ status: 'questions', page: 0 });
    expect(literacyReducer(atPage(0), { type: 'back' })).toEqual({ status: 'exited' });
    expect(literacyReducer(landing, { type: 'exit' })).toEqual({ status: 'exited' });
  });

  it('shows success after the submit; a failed submit keeps the page', () => {
    expect(literacyReducer(atPage(1), { type: 'submitted', success })).toEqual({ status: 'success', layout: success });
    const page = atPage(1);
    expect(literacyReducer(page, { type: 'failed' })).toBe(page);
  });

  it('reloads from the error view', () => {
    expect(literacyReducer({ status: 'error' }, { type: 'reload' })).toEqual({ status: 'loading' });
  });

  it('ignores events that do not belong to the current state', () => {
    expect(literacyReducer(landing, { type: 'proceed' })).toBe(landing);
    expect(literacyReducer(landing, { type: 'pageSaved', end: true })).toBe(landing);
    expect(literacyReducer(landing, { type: 'back' })).toBe(landing);
    expect(literacyReducer(landing, { type: 'answered', questionId: 'q', value: 'a' })).toBe(landing);
    expect(literacyReducer(landing, { type: 'submitted', success })).toBe(landing);
    const error: LiteracyState = { status: 'error' };
    expect(literacyReducer(error, { type: 'landingLoaded', reply: { status: 200, format, prerequisite: null } })).toBe(error);
    expect(
      literacyReducer(atPage(0), {
        type: 'started',
        reply: { status: 200, oid: 'x', startfrom: 0, previouslyanswered: {}, questions: pages },
      }),
    ).toEqual(atPage(0));
  });
});
