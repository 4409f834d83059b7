import { Button, type ButtonProps } from '@mantine/core';
import type { AppointmentView } from '@portal/contract/services/booking/appointment-view';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dayOf, todayIn } from './format';

/** Online check-in is open for a booked appointment of today, by its center's clock. */
export function canCheckInOnline(appointment: Pick<AppointmentView, 'start' | 'status' | 'timeZone'>, now = new Date()): boolean {
  return appointment.status === 'booked' && dayOf(appointment.start) === todayIn(appointment.timeZone, now);
}

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
