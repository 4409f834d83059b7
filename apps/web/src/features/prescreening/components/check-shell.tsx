import type { CheckFormat, QuestionPage } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { currentLanguage } from '../../../lib/i18n';
import type { AnswersState, AnswerValue } from '../../../components/questionnaire/page-answers';
import { CheckLanding } from './check-landing';
import { QuestionPageView } from '../../../components/questionnaire/question-page-view';
import { StepError } from './step-error';

/** The states both checks' machines share: the landing loading, failed, or shown. */
type ShellState = { status: 'loading' } | { status: 'error' } | { status: 'landing'; format: CheckFormat };

/** The events of those states; each machine's own event union holds them. */
type ShellEvent<Landing, Started> =
  | { type: 'landingLoaded'; reply: Landing }
  | { type: 'started'; reply: Started }
  | { type: 'failed' }
  | { type: 'reload' };

interface CheckShellProps<State extends { status: string; format?: CheckFormat }, Landing, Started> {
  state: State;
  dispatch: (event: ShellEvent<Landing, Started>) => void;
  loadLanding: (lang: Language) => Promise<Landing>;
  start: (uniqueDocID: string, lang: Language) => Promise<Started>;
  /** The check's own states (anything but loading, error and landing). */
  children: (state: Exclude<State, ShellState>) => ReactNode;
}

function isOwnState<State extends { status: string }>(state: State): state is Exclude<State, ShellState> {
  return state.status !== 'loading' && state.status !== 'error' && state.status !== 'landing';
}

/**
 * What the literacy and qualification checks (spec 2.14, 2.15) do alike around their machines: load the
 * landing once per visit (not cached), the loader, the error view with its retry, and the landing whose
 * start button begins the check; a failed landing or start is the error view.
 */
export function CheckShell<State extends { status: string; format?: CheckFormat }, Landing, Started>({
  state,
  dispatch,
  loadLanding,
  start,
  children,
}: CheckShellProps<State, Landing, Started>) {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadLanding(lang).then(
      (reply) => live && dispatch({ type: 'landingLoaded', reply }),
      () => live && dispatch({ type: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [state.status, lang, loadLanding, dispatch]);

  if (isOwnState(state)) return children(state);
  if (state.status === 'landing' && state.format) {
    const { format } = state;
    const begin = async () => {
      setStarting(true);
      try {
        dispatch({ type: 'started', reply: await start(format.uniqueDocID, lang) });
      } catch {
        dispatch({ type: 'failed' });
      } finally {
        setStarting(false);
      }
    };
    return <CheckLanding format={format} onStart={() => void begin()} starting={starting} />;
  }
  if (state.status === 'error') return <StepError onRetry={() => dispatch({ type: 'reload' })} />;
  return <PageLoader />;
}

interface CheckQuestionsProps {
  state: { format: CheckFormat; pages: QuestionPage[]; page: number; answers: AnswersState };
  dispatch: (event: { type: 'answered'; questionId: string; value: AnswerValue }) => void;
  onBack: () => void;
  onContinue: () => Promise<void>;
}

/** A page of a check's questions, labelled by the check's own format. */
export function CheckQuestions({ state, dispatch, onBack, onContinue }: CheckQuestionsProps) {
  const { format, pages, page, answers } = state;
  return (
    <QuestionPageView
      title={format.title}
      pages={pages}
      page={page}
      answers={answers}
      onAnswer={(questionId, value) => dispatch({ type: 'answered', questionId, value })}
      onBack={onBack}
      onContinue={onContinue}
      nextLabel={format.nextButtonText}
      submitLabel={format.submitButtonText}
      emptyFieldsError={format.emptyFieldsError}
    />
  );
}
