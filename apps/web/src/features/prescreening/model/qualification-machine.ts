import type { CheckFormat, CustomLayout, QuestionPage } from '@portal/contract/entities/prescreening';
import type { ServiceReply } from '@portal/contract/services/index';
import { fromPreviouslyAnswered, withAnswer, type AnswersState, type AnswerValue } from '../../../components/questionnaire/page-answers';

export type ResultLayout = CustomLayout & { overlayTitle: string };

/** Spec 4 "Pre-screening (qualification check)": loading, landing, question, custom, error. */
export type QualificationState =
  | { status: 'loading' }
  | { status: 'landing'; format: CheckFormat }
  | { status: 'question'; format: CheckFormat; pages: QuestionPage[]; page: number; answers: AnswersState }
  | { status: 'custom'; layout: ResultLayout }
  | { status: 'error' };

export type QualificationEvent =
  | { type: 'landingLoaded'; reply: ServiceReply<'applicationFeedback/getQualCheckLanding'> }
  | { type: 'started'; reply: ServiceReply<'applicationFeedback/startQualCheck'> }
  | { type: 'failed' }
  | { type: 'answered'; questionId: string; value: AnswerValue }
  | { type: 'pageSaved' }
  | { type: 'back' }
  | { type: 'submitted'; proceed: ResultLayout }
  | { type: 'reload' };

export const initialQualificationState: QualificationState = { status: 'loading' };

/**
 * The qualification check's transitions as a pure function. A failed landing or start is the error
 * view; a failed save or submit is not an event here: the donor stays on the page with a message.
 * Back on the first page returns to the landing (the screen refreshes pre-screening progress).
 */
export function qualificationReducer(state: QualificationState, event: QualificationEvent): QualificationState {
  switch (event.type) {
    case 'landingLoaded':
      if (state.status !== 'loading') return state;
      return event.reply.proceedTo
        ? { status: 'custom', layout: event.reply.proceedTo }
        : { status: 'landing', format: event.reply.format };
    case 'started': {
      if (state.status !== 'landing') return state;
      const pages = event.reply.questions;
      if (!pages.length) return { status: 'error' };
      const page = Math.min(Math.max(0, event.reply.startfrom), pages.length - 1);
      return { status: 'question', format: state.format, pages, page, answers: fromPreviouslyAnswered(event.reply.previouslyanswered) };
    }
    case 'failed':
      return state.status === 'loading' || state.status === 'landing' ? { status: 'error' } : state;
    case 'answered':
      if (state.status !== 'question') return state;
      return { ...state, answers: withAnswer(state.answers, state.page, event.questionId, event.value) };
    case 'pageSaved':
      if (state.status !== 'question' || state.page >= state.pages.length - 1) return state;
      return { ...state, page: state.page + 1 };
    case 'back':
      if (state.status !== 'question') return state;
      return state.page === 0 ? { status: 'landing', format: state.format } : { ...state, page: state.page - 1 };
    case 'submitted':
      return state.status === 'question' ? { status: 'custom', layout: event.proceed } : state;
    case 'reload':
      return { status: 'loading' };
  }
}
