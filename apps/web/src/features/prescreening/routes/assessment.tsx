import { useDocumentTitle } from '@mantine/hooks';
import { Stack } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { usePreRegProgress } from '../api/get-pre-reg-progress';
import { LiteracyCheck } from '../components/literacy-check';
import { NotTodayModal } from '../components/not-today-modal';
import { PrescreeningDone } from '../components/prescreening-done';
import { QualificationCheck } from '../components/qualification-check';
import { ScreeningStatus } from '../components/screening-status';
import { StepError } from '../components/step-error';
import { BackLink } from '../../../components/back-link/back-link';

/** Spec 2.14: every view of a check has a way back to home. */
function WithBackHome({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <BackLink to={paths.home}>{label}</BackLink>
      {children}
    </Stack>
  );
}

/** `/takingsurvey/assessment`: the literacy check or the qualification check, as the pre-screening state says. */
export function AssessmentRoute() {
  const { t } = useTranslation('prescreening');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('title')} | ${tc('appName')}`);
  const navigate = useNavigate();
  const progress = usePreRegProgress();
  const { refetch } = progress;

  const refreshProgress = useCallback(() => void refetch(), [refetch]);
  const leave = useCallback(() => {
    void refetch().then((result) => {
      if (!result.data?.nottodaymodal) void navigate(paths.home);
    });
  }, [refetch, navigate]);

  // Stale progress must not send the donor back to a step just finished (e.g. the survey).
  if (progress.isPending || (progress.isFetching && progress.data?.type === 'predonorsurvey')) return <PageLoader />;
  if (progress.isError) return <StepError onRetry={refreshProgress} />;
  const { data } = progress;
  if (data.nottodaymodal) {
    return (
      <>
        <PrescreeningDone title={t('title')} lines={[]} homeLabel={t('backHome')} layout={data.layout} />
        <NotTodayModal content={data.nottodaymodal} onClose={() => void navigate(paths.home)} />
      </>
    );
  }
  switch (data.type) {
    case 'literacy':
      return (
        <WithBackHome label={t('backHome')}>
          <LiteracyCheck onLeave={leave} />
        </WithBackHome>
      );
    case 'qualification':
      return (
        <WithBackHome label={t('backHome')}>
          <QualificationCheck onProgress={refreshProgress} />
        </WithBackHome>
      );
    case 'predonorsurvey':
      return <Navigate to={paths.predonorSurvey} replace />;
    case 'completed':
      return <PrescreeningDone title={t('completedTitle')} lines={[]} homeLabel={t('backHome')} layout={data.layout} />;
    case 'none':
      return <ScreeningStatus validUntil={data.validUntil} />;
  }
}
