import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { fetchQualCheckLanding } from '../api/get-qual-check-landing';
import { saveQualCheckPage } from '../api/qual-check-save-and-continue';
import { startQualCheck } from '../api/start-qual-check';
import { submitQualCheck } from '../api/qual-check-submit';
import { initialQualificationState, qualificationReducer } from '../model/qualification-machine';
import { CheckQuestions, CheckShell } from './check-shell';
import { CustomResult } from './custom-result';
import { useServiceFailure } from './use-service-failure';

/** `/takingsurvey/assessment` for the qualification check (spec 2.14 and 4). `onProgress` refetches pre-screening progress. */
export function QualificationCheck({ onProgress }: { onProgress: () => void }) {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [state, dispatch] = useReducer(qualificationReducer, initialQualificationState);
  const fail = useServiceFailure();

  return (
    <CheckShell state={state} dispatch={dispatch} loadLanding={fetchQualCheckLanding} start={startQualCheck}>
      {(own) => {
        switch (own.status) {
          case 'custom':
            return (
              <CustomResult
                layout={own.layout}
                onProceed={() => {
                  onProgress();
                  dispatch({ type: 'reload' });
                }}
              />
            );
          case 'question': {
            const { format, page, pages, answers } = own;
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
            return <CheckQuestions state={own} dispatch={dispatch} onBack={onBack} onContinue={onContinue} />;
          }
        }
      }}
    </CheckShell>
  );
}
