// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { book } from './book';
import { cancel } from './cancel';
import { checkIn } from './check-in';
import { getAppointments } from './get-appointments';
import { getAvailability } from './get-availability';
import { getBookingRules } from './get-booking-rules';
import { getCalendarFile } from './get-calendar-file';
import { getCenterDay } from './get-center-day';
import { getCenterSchedule } from './get-center-schedule';
import { getCenterWeek } from './get-center-week';
import { getEligibility } from './get-eligibility';
import { markNoShow } from './mark-no-show';
import { reschedule } from './reschedule';
import { saveBookingRules } from './save-booking-rules';
import { saveCenterSchedule } from './save-center-schedule';

/** The booking feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const bookingServices = {
  'appointment/book': book,
  'appointment/cancel': cancel,
  'appointment/checkIn': checkIn,
  'appointment/getAppointments': getAppointments,
  'appointment/getAvailability': getAvailability,
  'appointment/getBookingRules': getBookingRules,
  'appointment/getCalendarFile': getCalendarFile,
  'appointment/getCenterDay': getCenterDay,
  'appointment/getCenterSchedule': getCenterSchedule,
  'appointment/getCenterWeek': getCenterWeek,
  'appointment/getEligibility': getEligibility,
  'appointment/markNoShow': markNoShow,
  'appointment/reschedule': reschedule,
  'appointment/saveBookingRules': saveBookingRules,
  'appointment/saveCenterSchedule': saveCenterSchedule,
} as const;
