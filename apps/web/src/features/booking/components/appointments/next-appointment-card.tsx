import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { isNetworkFailure, useOfflineCopy, useOnline } from '../../../../lib/offline/use-offline';
import { useLanguage } from '../../../../lib/service-query';
import { useAppointments } from '../../api/appointments/get-appointments';
import { useEligibility } from '../../api/availability/get-eligibility';
import { CheckInLink } from '../check-in/check-in-link';
import { dayOf, longDay } from '../format';
import { LastUpdated } from '../offline/offline-notice';
import { formatTimeIn } from '../../../../lib/dates/dates';

/**
 * Home: the next appointment, or "Book your next donation" with the next day the donor may donate. Offline, the next
 * appointment the device kept, with when it was fetched (issue 33).
 */
export function NextAppointmentCard({ className }: { className?: string }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const { data: appointments, error } = useAppointments();
  const { data: eligibility } = useEligibility();
  const offline = !useOnline() || isNetworkFailure(error);
  const copy = useOfflineCopy('nextAppointment', offline);
  const next = offline ? copy?.value : appointments?.upcoming[0];
  return (
    <Paper withBorder p="lg" className={className} data-testid="next-appointment">
      <Title order={2} size="h5" mb="xs">
        {t('homeCardTitle')}
      </Title>
      {next ? (
        <>
          <Text fw={700}>
            {longDay(dayOf(next.start), lang)}, {formatTimeIn(next.start, next.timeZone, lang)}
          </Text>
          <Text>{next.centerName}</Text>
          <CheckInLink appointment={next} my="xs" />
          <Anchor component={Link} to={paths.appointments} display="block">
            {t('homeCardManage')}
          </Anchor>
        </>
      ) : offline ? (
        copy !== undefined && <Text>{copy === null ? t('offline.nothingSaved') : t('offline.bookNeedsConnection')}</Text>
      ) : (
        <>
          {eligibility?.nextEligibleDate ? (
            <Text>{t('eligibility.nextDate', { date: longDay(eligibility.nextEligibleDate, lang) })}</Text>
          ) : null}
          <Anchor component={Link} to={paths.appointmentsBook} fw={700}>
            {t('homeCardNone')}
          </Anchor>
        </>
      )}
      {offline && copy ? <LastUpdated at={copy.fetchedAt} /> : null}
    </Paper>
  );
}
