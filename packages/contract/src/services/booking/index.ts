// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { acceptWaitlistOffer } from './accept-waitlist-offer';
import { book } from './book';
import { cancel } from './cancel';
import { checkIn } from './check-in';
import { getAppointments } from './get-appointments';
import { getAvailability } from './get-availability';
import { getBookingRules } from './get-booking-rules';
import { getCalendarFile } from './get-calendar-file';
import { getCenterDay } from './get-center-day';
import { getCenterSchedule } from './get-center-schedule';
import { getCenterWaitlist } from './get-center-waitlist';
import { getCenterWeek } from './get-center-week';
import { getCheckInPass } from './get-check-in-pass';
import { getCheckInQuestionnaire } from './get-check-in-questionnaire';
import { getEligibility } from './get-eligibility';
import { getWaitlist } from './get-waitlist';
import { joinWaitlist } from './join-waitlist';
import { leaveWaitlist } from './leave-waitlist';
import { markNoShow } from './mark-no-show';
import { redeemCheckInPass } from './redeem-check-in-pass';
import { reschedule } from './reschedule';
import { saveBookingRules } from './save-booking-rules';
import { saveCenterSchedule } from './save-center-schedule';
import { saveCheckInAnswers } from './save-check-in-answers';

/** The booking feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const bookingServices = {
  'appointment/acceptWaitlistOffer': acceptWaitlistOffer,
  'appointment/book': book,
  'appointment/cancel': cancel,
  'appointment/checkIn': checkIn,
  'appointment/getAppointments': getAppointments,
  'appointment/getAvailability': getAvailability,
  'appointment/getBookingRules': getBookingRules,
  'appointment/getCalendarFile': getCalendarFile,
  'appointment/getCenterDay': getCenterDay,
  'appointment/getCenterSchedule': getCenterSchedule,
  'appointment/getCenterWaitlist': getCenterWaitlist,
  'appointment/getCenterWeek': getCenterWeek,
  'appointment/getCheckInPass': getCheckInPass,
  'appointment/getCheckInQuestionnaire': getCheckInQuestionnaire,
  'appointment/getEligibility': getEligibility,
  'appointment/getWaitlist': getWaitlist,
  'appointment/joinWaitlist': joinWaitlist,
  'appointment/leaveWaitlist': leaveWaitlist,
  'appointment/markNoShow': markNoShow,
  'appointment/redeemCheckInPass': redeemCheckInPass,
  'appointment/reschedule': reschedule,
  'appointment/saveBookingRules': saveBookingRules,
  'appointment/saveCenterSchedule': saveCenterSchedule,
  'appointment/saveCheckInAnswers': saveCheckInAnswers,
} as const;
