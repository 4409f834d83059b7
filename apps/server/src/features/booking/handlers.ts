// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { bookingServices } from '@portal/contract/services/booking/index';
import type { SliceHandlers } from '../../service-context';
import { bookHandler } from './appointments/book.handler';
import { cancelHandler } from './appointments/cancel.handler';
import { getAppointmentsHandler } from './appointments/get-appointments.handler';
import { getCalendarFileHandler } from './appointments/get-calendar-file.handler';
import { rescheduleHandler } from './appointments/reschedule.handler';
import { getAvailabilityHandler } from './availability/get-availability.handler';
import { getEligibilityHandler } from './availability/get-eligibility.handler';
import { checkInHandler } from './check-in/check-in.handler';
import { getCheckInPassHandler } from './check-in/get-check-in-pass.handler';
import { getCheckInQuestionnaireHandler } from './check-in/get-check-in-questionnaire.handler';
import { markNoShowHandler } from './check-in/mark-no-show.handler';
import { redeemCheckInPassHandler } from './check-in/redeem-check-in-pass.handler';
import { saveCheckInAnswersHandler } from './check-in/save-check-in-answers.handler';
import { getBookingRulesHandler } from './rules/get-booking-rules.handler';
import { saveBookingRulesHandler } from './rules/save-booking-rules.handler';
import { getCenterDayHandler } from './schedule/get-center-day.handler';
import { getCenterScheduleHandler } from './schedule/get-center-schedule.handler';
import { getCenterWeekHandler } from './schedule/get-center-week.handler';
import { saveCenterScheduleHandler } from './schedule/save-center-schedule.handler';
import { acceptWaitlistOfferHandler } from './waitlist/accept-waitlist-offer.handler';
import { getCenterWaitlistHandler } from './waitlist/get-center-waitlist.handler';
import { getWaitlistHandler } from './waitlist/get-waitlist.handler';
import { joinWaitlistHandler } from './waitlist/join-waitlist.handler';
import { leaveWaitlistHandler } from './waitlist/leave-waitlist.handler';

/** The booking feature's slice of the handler map. */
export const bookingHandlers: SliceHandlers<typeof bookingServices> = {
  'appointment/book': bookHandler,
  'appointment/cancel': cancelHandler,
  'appointment/getAppointments': getAppointmentsHandler,
  'appointment/getCalendarFile': getCalendarFileHandler,
  'appointment/reschedule': rescheduleHandler,
  'appointment/getAvailability': getAvailabilityHandler,
  'appointment/getEligibility': getEligibilityHandler,
  'appointment/checkIn': checkInHandler,
  'appointment/getCheckInPass': getCheckInPassHandler,
  'appointment/getCheckInQuestionnaire': getCheckInQuestionnaireHandler,
  'appointment/markNoShow': markNoShowHandler,
  'appointment/redeemCheckInPass': redeemCheckInPassHandler,
  'appointment/saveCheckInAnswers': saveCheckInAnswersHandler,
  'appointment/getBookingRules': getBookingRulesHandler,
  'appointment/saveBookingRules': saveBookingRulesHandler,
  'appointment/getCenterDay': getCenterDayHandler,
  'appointment/getCenterSchedule': getCenterScheduleHandler,
  'appointment/getCenterWeek': getCenterWeekHandler,
  'appointment/saveCenterSchedule': saveCenterScheduleHandler,
  'appointment/acceptWaitlistOffer': acceptWaitlistOfferHandler,
  'appointment/getCenterWaitlist': getCenterWaitlistHandler,
  'appointment/getWaitlist': getWaitlistHandler,
  'appointment/joinWaitlist': joinWaitlistHandler,
  'appointment/leaveWaitlist': leaveWaitlistHandler,
};
