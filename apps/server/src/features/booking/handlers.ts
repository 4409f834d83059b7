// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { bookingServices } from '@portal/contract/services/booking/index';
import type { SliceHandlers } from '../service-context';
import { bookHandler } from './book.handler';
import { cancelHandler } from './cancel.handler';
import { checkInHandler } from './check-in.handler';
import { getAppointmentsHandler } from './get-appointments.handler';
import { getAvailabilityHandler } from './get-availability.handler';
import { getBookingRulesHandler } from './get-booking-rules.handler';
import { getCalendarFileHandler } from './get-calendar-file.handler';
import { getCenterDayHandler } from './get-center-day.handler';
import { getCenterScheduleHandler } from './get-center-schedule.handler';
import { getCenterWeekHandler } from './get-center-week.handler';
import { getEligibilityHandler } from './get-eligibility.handler';
import { markNoShowHandler } from './mark-no-show.handler';
import { rescheduleHandler } from './reschedule.handler';
import { saveBookingRulesHandler } from './save-booking-rules.handler';
import { saveCenterScheduleHandler } from './save-center-schedule.handler';

/** The booking feature's slice of the handler map. */
export const bookingHandlers: SliceHandlers<typeof bookingServices> = {
  'appointment/book': bookHandler,
  'appointment/cancel': cancelHandler,
  'appointment/checkIn': checkInHandler,
  'appointment/getAppointments': getAppointmentsHandler,
  'appointment/getAvailability': getAvailabilityHandler,
  'appointment/getBookingRules': getBookingRulesHandler,
  'appointment/getCalendarFile': getCalendarFileHandler,
  'appointment/getCenterDay': getCenterDayHandler,
  'appointment/getCenterSchedule': getCenterScheduleHandler,
  'appointment/getCenterWeek': getCenterWeekHandler,
  'appointment/getEligibility': getEligibilityHandler,
  'appointment/markNoShow': markNoShowHandler,
  'appointment/reschedule': rescheduleHandler,
  'appointment/saveBookingRules': saveBookingRulesHandler,
  'appointment/saveCenterSchedule': saveCenterScheduleHandler,
};
