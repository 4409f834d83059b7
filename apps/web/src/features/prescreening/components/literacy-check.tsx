import { Button, Group } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { continueLiteracyCheck } from '../api/continue-literacy-check';
import { fetchLiteracyCheckLanding } from '../api/get-literacy-check-landing';
import { startLiteracyCheck } from '../api/start-literacy-check';
import { submitLiteracyCheck } from '../api/literacy-check-submit';
import { initialLiteracyState, literacyReducer } from '../model/literacy-machine';
import { toAnswersByPage } from '../../../components/questionnaire/page-answers';
import { CheckQuestions, CheckShell } from './check-shell';
import { PrerequisiteView } from './prerequisite-view';
import { SuccessView } from './success-view';
import { useServiceFailure } from './use-service-failure';

/**
 * `/takingsurvey/assessment` for the literacy check (spec 2.15 and 4). `onLeave` refreshes
 * pre-screening progress and leaves the flow (the 'not today' modal shows when the check ended).
 */
export function LiteracyCheck({ onLeave }: { onLeave: () => void }) {
  const { t, i18n } = useTranslation('prescreening');
  const lang = currentLanguage(i18n);
  const [state, dispatch] = useReducer(literacyReducer, initialLiteracyState);
  const fail = useServiceFailure();

  useEffect(() => {
    if (state.status === 'exited') onLeave();
  }, [state.status, onLeave]);

  return (
    <CheckShell state={state} dispatch={dispatch} loadLanding={fetchLiteracyCheckLanding} start={startLiteracyCheck}>
      {(own) => {
        switch (own.status) {
          case 'exited':
            return <PageLoader />;
          case 'prerequisite':
            return <PrerequisiteView prerequisite={own.prerequisite} onProceed={() => dispatch({ type: 'proceed' })} />;
          case 'success':
            return (
              <SuccessView layout={own.layout}>
                <Group>
                  <Button component={Link} to={paths.home} variant="default" onClick={onLeave}>
                    {t('saveSurveyForLater')}
                  </Button>
                  <Button component={Link} to={paths.predonorSurvey}>
                    {t('startSurvey')}
                  </Button>
                </Group>
              </SuccessView>
            );
          case 'questions': {
            const { format, oid, page, pages, answers } = own;
            const docID = format.uniqueDocID;
            const onContinue = async () => {
              // The last page is saved too, so an answer that ends the check ends it before the submit.
              const end = await continueLiteracyCheck(docID, oid, page, answers[page] ?? {}, lang);
              if (end || page < pages.length - 1) {
                dispatch({ type: 'pageSaved', end });
                return;
              }
              try {
                dispatch({ type: 'submitted', success: (await submitLiteracyCheck(docID, oid, toAnswersByPage(answers), lang)).success });
              } catch (error) {
                fail(error, false);
                // The literacy submit either finishes the check or progress is refetched (spec 4).
                onLeave();
              }
            };
            return <CheckQuestions state={own} dispatch={dispatch} onBack={() => dispatch({ type: 'back' })} onContinue={onContinue} />;
          }
        }
      }}
    </CheckShell>
  );
}
