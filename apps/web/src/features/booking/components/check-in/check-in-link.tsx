import { Button, type ButtonProps } from '@mantine/core';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { canCheckInOnline } from './check-in-day';

/** "Check in online", on the appointment's day only. */
export function CheckInLink({ appointment, ...props }: { appointment: AppointmentView } & ButtonProps) {
  const { t } = useTranslation('booking');
  if (!canCheckInOnline(appointment)) return null;
  return (
    <Button component={Link} to={generatePath(paths.appointmentCheckIn, { id: appointment.id })} size="sm" {...props}>
      {t('checkIn.cta')}
    </Button>
  );
}
