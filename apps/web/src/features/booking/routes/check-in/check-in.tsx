import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../../components/back-link/back-link';
import { paths } from '../../../../config/paths';
import { isNetworkFailure, useKeepOffline, useOfflineCopy, useOnline } from '../../../../lib/offline/use-offline';
import { useLanguage } from '../../../../lib/service-query';
import { useCheckInPass, useCheckInQuestionnaire } from '../../api/check-in/check-in';
import { CheckInPassCard } from '../../components/check-in/check-in-pass-card';
import { CheckInQuestionnaireForm } from '../../components/check-in/check-in-questionnaire-form';
import { dayOf, longDay } from '../../components/format';
import { LastUpdated, OfflineNotice } from '../../components/offline/offline-notice';
import { formatTimeIn } from '../../../../lib/dates/dates';

/**
 * `/appointments/:id/check-in`: on the appointment's day, the day's questionnaire, then the check-in pass. The pass is
 * kept on the device, and shown from there while the donor is offline (issue 33).
 */
export function CheckInRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  useDocumentTitle(t('checkIn.title'));
  const questionnaire = useCheckInQuestionnaire(id);
  const completed = questionnaire.data?.completed ?? false;
  const pass = useCheckInPass(id, completed);
  const appointment = questionnaire.data?.appointment;
  const online = useOnline();
  useKeepOffline(
    'checkInPass',
    pass.data && appointment ? { appointmentID: id, appointment, pass: pass.data } : undefined,
    pass.dataUpdatedAt,
  );

  if (!online || isNetworkFailure(questionnaire.error) || isNetworkFailure(pass.error)) {
    return (
      <Stack gap="lg">
        <BackLink to={paths.appointments}>{t('title')}</BackLink>
        <Title order={1}>{t('checkIn.title')}</Title>
        <OfflineNotice />
        <OfflinePass appointmentID={id} />
      </Stack>
    );
  }

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
      {appointment ? <AppointmentWhen appointment={appointment} /> : null}
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

function AppointmentWhen({ appointment }: { appointment: AppointmentView }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    <Alert color="blue" variant="light" title={appointment.centerName}>
      {t('when', {
        day: longDay(dayOf(appointment.start), lang),
        start: formatTimeIn(appointment.start, appointment.timeZone, lang),
        end: formatTimeIn(appointment.end, appointment.timeZone, lang),
      })}
    </Alert>
  );
}

/** Offline: this appointment's pass as the device kept it, while it is still valid. */
function OfflinePass({ appointmentID }: { appointmentID: string }) {
  const { t } = useTranslation('booking');
  const copy = useOfflineCopy('checkInPass', true);
  if (copy === undefined) return null;
  if (copy?.value.appointmentID !== appointmentID) return <Text>{t('offline.nothingSaved')}</Text>;
  const { appointment, pass } = copy.value;
  return (
    <>
      <AppointmentWhen appointment={appointment} />
      <CheckInPassCard pass={pass} centerName={appointment.centerName} timeZone={appointment.timeZone} />
      <LastUpdated at={copy.fetchedAt} />
    </>
  );
}
