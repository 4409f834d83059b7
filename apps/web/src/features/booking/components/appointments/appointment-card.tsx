import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../lib/service-query';
import { useCalendarDownload } from '../../api/appointments/get-calendar-file';
import { canCheckInOnline } from '../check-in/check-in-day';
import { CheckInLink } from '../check-in/check-in-link';
import { dayOf, longDay } from '../format';
import { formatTimeIn } from '../../../../lib/dates/dates';

interface AppointmentCardProps {
  appointment: AppointmentView;
  onCancel?: (appointment: AppointmentView) => void;
}

/** One appointment: when (by the center's clock), where, its status, and what the donor may still do. */
export function AppointmentCard({ appointment, onCancel }: AppointmentCardProps) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const calendar = useCalendarDownload();
  const when = t('when', {
    day: longDay(dayOf(appointment.start), lang),
    start: formatTimeIn(appointment.start, appointment.timeZone, lang),
    end: formatTimeIn(appointment.end, appointment.timeZone, lang),
  });
  return (
    <Paper component="article" withBorder p="md" aria-label={when} data-testid="appointment">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700}>{when}</Text>
          <Text>{appointment.centerName}</Text>
          <Text size="sm" c="dimmed">
            {appointment.centerAddress}
          </Text>
        </div>
        <Group gap={4}>
          {appointment.firstDonation ? <Badge variant="outline">{t('firstDonation')}</Badge> : null}
          <Badge color={appointment.status === 'cancelled' ? 'gray.7' : 'teal.9'}>{t(`status.${appointment.status}`)}</Badge>
        </Group>
      </Group>
      {(appointment.changeable && onCancel) || canCheckInOnline(appointment) ? (
        <Group mt="sm">
          <CheckInLink appointment={appointment} />
          {appointment.changeable && onCancel ? (
            <>
              <Button variant="default" size="sm" loading={calendar.isPending} onClick={() => calendar.mutate(appointment.id)}>
                {t('addToCalendar')}
              </Button>
              <Button
                component={Link}
                to={`${paths.appointmentsBook}?reschedule=${appointment.id}&location=${appointment.locationID}`}
                variant="light"
                size="sm"
              >
                {t('reschedule')}
              </Button>
              <Button variant="default" size="sm" onClick={() => onCancel(appointment)}>
                {t('cancel')}
              </Button>
            </>
          ) : null}
        </Group>
      ) : null}
      {calendar.isError ? (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {calendar.error.message}
        </Text>
      ) : null}
    </Paper>
  );
}
