import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { dayOf, todayIn } from '../format';

/** Online check-in is open for a booked appointment of today, by its center's clock (the server checks it again). */
export function canCheckInOnline(appointment: Pick<AppointmentView, 'start' | 'status' | 'timeZone'>, now = new Date()): boolean {
  return appointment.status === 'booked' && dayOf(appointment.start) === todayIn(appointment.timeZone, now);
}
