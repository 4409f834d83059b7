import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { preRegProgressKey } from '../api/get-pre-reg-progress';
import { predonorSurveyQueryOptions } from '../api/get-predonor-survey';
import { PredonorSurveyForm } from '../components/predonor-survey-form';
import { PrescreeningDone } from '../components/prescreening-done';
import { StepError } from '../components/step-error';

/** `/takingsurvey/assessment/predonorsurvey`: the health-history survey, resumed where the donor left it. */
export function PredonorSurveyRoute() {
  const { t, i18n } = useTranslation('prescreening');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('surveyTitle')} | ${tc('appName')}`);
  const queryClient = useQueryClient();
  const survey = useQuery(predonorSurveyQueryOptions(currentLanguage(i18n)));

  if (survey.isPending) return <PageLoader />;
  if (survey.isError) return <StepError onRetry={() => void survey.refetch()} />;
  if (survey.data.completed) {
    return (
      <PrescreeningDone
        title={t('surveyCompletedTitle')}
        lines={[t('surveyCompletedText')]}
        homeLabel={t('goToPrescreening')}
        layout={null}
        to={paths.assessment}
      />
    );
  }
  return (
    <PredonorSurveyForm
      key={survey.data.docID}
      survey={survey.data}
      onCompleted={() => void queryClient.invalidateQueries({ queryKey: preRegProgressKey })}
    />
  );
}
