import type { CheckFormat, Prerequisite, QuestionPage, SuccessLayout } from '@portal/contract/entities/prescreening';
import type { ServiceReply } from '@portal/contract/services/index';
import { fromPreviouslyAnswered, withAnswer, type AnswersState, type AnswerValue } from '../../../components/questionnaire/page-answers';

/**
 * Spec 4 "Pre-screening (literacy check)": loading, prerequisite, landing, questions, success,
 * error; `exited` means the donor leaves the flow and the screen refreshes pre-screening progress.
 */
export type LiteracyState =
  | { status: 'loading' }
  | { status: 'prerequisite'; format: CheckFormat; prerequisite: Prerequisite }
  | { status: 'landing'; format: CheckFormat }
  | { status: 'questions'; format: CheckFormat; oid: string; pages: QuestionPage[]; page: number; answers: AnswersState }
  | { status: 'success'; layout: SuccessLayout }
  | { status: 'error' }
  | { status: 'exited' };

export type LiteracyEvent =
  | { type: 'landingLoaded'; reply: ServiceReply<'applicationFeedback/getLiteracyCheckLanding'> }
  | { type: 'proceed' }
  | { type: 'started'; reply: ServiceReply<'applicationFeedback/startLiteracyCheck'> }
  | { type: 'failed' }
  | { type: 'answered'; questionId: string; value: AnswerValue }
  /** The page's save came back: `end` true ends the flow. A failed save is swallowed as not ended. */
  | { type: 'pageSaved'; end: boolean }
  | { type: 'back' }
  | { type: 'submitted'; success: SuccessLayout }
  | { type: 'exit' }
  | { type: 'reload' };

export const initialLiteracyState: LiteracyState = { status: 'loading' };

export function literacyReducer(state: LiteracyState, event: LiteracyEvent): LiteracyState {
  switch (event.type) {
    case 'landingLoaded':
      if (state.status !== 'loading') return state;
      return event.reply.prerequisite
        ? { status: 'prerequisite', format: event.reply.format, prerequisite: event.reply.prerequisite }
        : { status: 'landing', format: event.reply.format };
    case 'proceed':
      return state.status === 'prerequisite' ? { status: 'landing', format: state.format } : state;
    case 'started': {
      if (state.status !== 'landing') return state;
      const pages = event.reply.questions;
      if (!pages.length) return { status: 'error' };
      const page = Math.min(Math.max(0, event.reply.startfrom), pages.length - 1);
      return {
        status: 'questions',
        format: state.format,
        oid: event.reply.oid,
        pages,
        page,
        answers: fromPreviouslyAnswered(event.reply.previouslyanswered),
      };
    }
    case 'failed':
      return state.status === 'loading' || state.status === 'landing' ? { status: 'error' } : state;
    case 'answered':
      if (state.status !== 'questions') return state;
      return { ...state, answers: withAnswer(state.answers, state.page, event.questionId, event.value) };
    case 'pageSaved':
      if (state.status !== 'questions') return state;
      if (event.end) return { status: 'exited' };
      return state.page < state.pages.length - 1 ? { ...state, page: state.page + 1 } : state;
    case 'back':
      if (state.status !== 'questions') return state;
      return state.page === 0 ? { status: 'exited' } : { ...state, page: state.page - 1 };
    case 'submitted':
      return state.status === 'questions' ? { status: 'success', layout: event.success } : state;
    case 'exit':
      return { status: 'exited' };
    case 'reload':
      return { status: 'loading' };
  }
}
