import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { usePredonorSurvey } from '../api/get-predonor-survey';
import { PredonorSurveyForm } from '../components/predonor-survey-form';
import { PrescreeningDone } from '../components/prescreening-done';
import { closedReason, StepClosed } from '../components/step-closed';
import { StepError } from '../components/step-error';

/** `/takingsurvey/assessment/predonorsurvey`: the health-history survey, resumed where the donor left it. */
export function PredonorSurveyRoute() {
  const { t } = useTranslation('prescreening');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('surveyTitle')} | ${tc('appName')}`);
  const survey = usePredonorSurvey();

  if (survey.isPending) return <PageLoader />;
  if (survey.isError) {
    const reason = closedReason(survey.error);
    return reason ? <StepClosed reason={reason} /> : <StepError onRetry={() => void survey.refetch()} />;
  }
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
  return <PredonorSurveyForm key={survey.data.docID} survey={survey.data} />;
}
