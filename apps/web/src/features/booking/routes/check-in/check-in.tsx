import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../../components/back-link/back-link';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../lib/service-query';
import { useCheckInPass, useCheckInQuestionnaire } from '../../api/check-in/check-in';
import { CheckInPassCard } from '../../components/check-in/check-in-pass-card';
import { CheckInQuestionnaireForm } from '../../components/check-in/check-in-questionnaire-form';
import { dayOf, longDay } from '../../components/format';
import { formatTimeIn } from '../../../../lib/dates/dates';

/** `/appointments/:id/check-in`: on the appointment's day, the day's questionnaire, then the check-in pass. */
export function CheckInRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  useDocumentTitle(t('checkIn.title'));
  const questionnaire = useCheckInQuestionnaire(id);
  const completed = questionnaire.data?.completed ?? false;
  const pass = useCheckInPass(id, completed);
  const appointment = questionnaire.data?.appointment;

  return (
    <Stack gap="lg">
      <BackLink to={paths.appointments}>{t('title')}</BackLink>
      {questionnaire.isError ? (
        <>
          <Title order={1}>{t('checkIn.title')}</Title>
          <Alert color="red" role="alert">
            {questionnaire.error.message}
          </Alert>
        </>
      ) : null}
      {questionnaire.isPending ? (
        <Stack aria-busy="true">
          <Skeleton height={32} width="60%" />
          <Skeleton height={240} />
        </Stack>
      ) : null}
      {appointment ? (
        <Alert color="blue" variant="light" title={appointment.centerName}>
          {t('when', {
            day: longDay(dayOf(appointment.start), lang),
            start: formatTimeIn(appointment.start, appointment.timeZone, lang),
            end: formatTimeIn(appointment.end, appointment.timeZone, lang),
          })}
        </Alert>
      ) : null}
      {questionnaire.data && !completed ? <CheckInQuestionnaireForm questionnaire={questionnaire.data} appointmentID={id} /> : null}
      {completed && appointment ? (
        <>
          <Title order={1}>{t('checkIn.title')}</Title>
          {pass.data ? <CheckInPassCard pass={pass.data} centerName={appointment.centerName} timeZone={appointment.timeZone} /> : null}
          {pass.isPending ? <Skeleton height={360} maw={420} /> : null}
          {pass.isError ? (
            <Alert color="red" role="alert">
              {pass.error.message}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
