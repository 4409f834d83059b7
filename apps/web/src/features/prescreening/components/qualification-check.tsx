import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { fetchQualCheckLanding } from '../api/get-qual-check-landing';
import { saveQualCheckPage } from '../api/save-qual-check-page';
import { startQualCheck } from '../api/start-qual-check';
import { submitQualCheck } from '../api/submit-qual-check';
import { initialQualificationState, qualificationReducer } from '../model/qualification-machine';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { CheckLanding } from './check-landing';
import { CustomResult } from './custom-result';
import { QuestionPageView } from './question-page-view';
import { StepError } from './step-error';
import { useServiceFailure } from './use-service-failure';

/** `/takingsurvey/assessment` for the qualification check (spec 2.14 and 4). `onProgress` refetches pre-screening progress. */
export function QualificationCheck({ onProgress }: { onProgress: () => void }) {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [state, dispatch] = useReducer(qualificationReducer, initialQualificationState);
  const [starting, setStarting] = useState(false);
  const fail = useServiceFailure();

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    fetchQualCheckLanding(lang).then(
      (reply) => live && dispatch({ type: 'landingLoaded', reply }),
      () => live && dispatch({ type: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [state.status, lang]);

  switch (state.status) {
    case 'loading':
      return <PageLoader />;
    case 'error':
      return <StepError onRetry={() => dispatch({ type: 'reload' })} />;
    case 'custom':
      return (
        <CustomResult
          layout={state.layout}
          onProceed={() => {
            onProgress();
            dispatch({ type: 'reload' });
          }}
        />
      );
    case 'landing': {
      const start = async () => {
        setStarting(true);
        try {
          dispatch({ type: 'started', reply: await startQualCheck(state.format.uniqueDocID, lang) });
        } catch {
          dispatch({ type: 'failed' });
        } finally {
          setStarting(false);
        }
      };
      return <CheckLanding format={state.format} onStart={() => void start()} starting={starting} />;
    }
    case 'question': {
      const { format, page, pages, answers } = state;
      const isLast = page === pages.length - 1;
      const docID = format.uniqueDocID;
      const onContinue = async () => {
        try {
          await saveQualCheckPage(docID, page, answers[page] ?? {}, lang);
        } catch (error) {
          fail(error, true);
          return;
        }
        if (!isLast) {
          dispatch({ type: 'pageSaved' });
          return;
        }
        try {
          // Progress is refetched only when the donor proceeds: the result stays on screen until then.
          dispatch({ type: 'submitted', proceed: (await submitQualCheck(docID, lang)).proceed });
        } catch (error) {
          fail(error, false);
        }
      };
      const onBack = () => {
        if (page === 0) onProgress();
        dispatch({ type: 'back' });
      };
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
  }
}
