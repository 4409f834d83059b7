// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { book } from './book';
import { cancel } from './cancel';
import { getAppointments } from './get-appointments';
import { getAvailability } from './get-availability';
import { getBookingRules } from './get-booking-rules';
import { getCenterDay } from './get-center-day';
import { getCenterSchedule } from './get-center-schedule';
import { getEligibility } from './get-eligibility';
import { reschedule } from './reschedule';
import { saveBookingRules } from './save-booking-rules';
import { saveCenterSchedule } from './save-center-schedule';

/** The booking feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const bookingServices = {
  'appointment/book': book,
  'appointment/cancel': cancel,
  'appointment/getAppointments': getAppointments,
  'appointment/getAvailability': getAvailability,
  'appointment/getBookingRules': getBookingRules,
  'appointment/getCenterDay': getCenterDay,
  'appointment/getCenterSchedule': getCenterSchedule,
  'appointment/getEligibility': getEligibility,
  'appointment/reschedule': reschedule,
  'appointment/saveBookingRules': saveBookingRules,
  'appointment/saveCenterSchedule': saveCenterSchedule,
} as const;
