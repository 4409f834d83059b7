// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { book } from './appointments/book';
import { cancel } from './appointments/cancel';
import { getAppointments } from './appointments/get-appointments';
import { getCalendarFile } from './appointments/get-calendar-file';
import { reschedule } from './appointments/reschedule';
import { getAvailability } from './availability/get-availability';
import { getEligibility } from './availability/get-eligibility';
import { checkIn } from './check-in/check-in';
import { getCheckInPass } from './check-in/get-check-in-pass';
import { getCheckInQuestionnaire } from './check-in/get-check-in-questionnaire';
import { markNoShow } from './check-in/mark-no-show';
import { redeemCheckInPass } from './check-in/redeem-check-in-pass';
import { saveCheckInAnswers } from './check-in/save-check-in-answers';
import { getBookingRules } from './rules/get-booking-rules';
import { saveBookingRules } from './rules/save-booking-rules';
import { getCenterDay } from './schedule/get-center-day';
import { getCenterSchedule } from './schedule/get-center-schedule';
import { getCenterWeek } from './schedule/get-center-week';
import { saveCenterSchedule } from './schedule/save-center-schedule';
import { acceptWaitlistOffer } from './waitlist/accept-waitlist-offer';
import { getCenterWaitlist } from './waitlist/get-center-waitlist';
import { getWaitlist } from './waitlist/get-waitlist';
import { joinWaitlist } from './waitlist/join-waitlist';
import { leaveWaitlist } from './waitlist/leave-waitlist';

/** The booking feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const bookingServices = {
  'appointment/book': book,
  'appointment/cancel': cancel,
  'appointment/getAppointments': getAppointments,
  'appointment/getCalendarFile': getCalendarFile,
  'appointment/reschedule': reschedule,
  'appointment/getAvailability': getAvailability,
  'appointment/getEligibility': getEligibility,
  'appointment/checkIn': checkIn,
  'appointment/getCheckInPass': getCheckInPass,
  'appointment/getCheckInQuestionnaire': getCheckInQuestionnaire,
  'appointment/markNoShow': markNoShow,
  'appointment/redeemCheckInPass': redeemCheckInPass,
  'appointment/saveCheckInAnswers': saveCheckInAnswers,
  'appointment/getBookingRules': getBookingRules,
  'appointment/saveBookingRules': saveBookingRules,
  'appointment/getCenterDay': getCenterDay,
  'appointment/getCenterSchedule': getCenterSchedule,
  'appointment/getCenterWeek': getCenterWeek,
  'appointment/saveCenterSchedule': saveCenterSchedule,
  'appointment/acceptWaitlistOffer': acceptWaitlistOffer,
  'appointment/getCenterWaitlist': getCenterWaitlist,
  'appointment/getWaitlist': getWaitlist,
  'appointment/joinWaitlist': joinWaitlist,
  'appointment/leaveWaitlist': leaveWaitlist,
} as const;
