// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { bookingServices } from '@portal/contract/services/booking/index';
import type { SliceHandlers } from '../../service-context';
import { acceptWaitlistOfferHandler } from './accept-waitlist-offer.handler';
import { bookHandler } from './book.handler';
import { cancelHandler } from './cancel.handler';
import { checkInHandler } from './check-in.handler';
import { getAppointmentsHandler } from './get-appointments.handler';
import { getAvailabilityHandler } from './get-availability.handler';
import { getBookingRulesHandler } from './get-booking-rules.handler';
import { getCalendarFileHandler } from './get-calendar-file.handler';
import { getCenterDayHandler } from './get-center-day.handler';
import { getCenterScheduleHandler } from './get-center-schedule.handler';
import { getCenterWaitlistHandler } from './get-center-waitlist.handler';
import { getCenterWeekHandler } from './get-center-week.handler';
import { getCheckInPassHandler } from './get-check-in-pass.handler';
import { getCheckInQuestionnaireHandler } from './get-check-in-questionnaire.handler';
import { getEligibilityHandler } from './get-eligibility.handler';
import { getWaitlistHandler } from './get-waitlist.handler';
import { joinWaitlistHandler } from './join-waitlist.handler';
import { leaveWaitlistHandler } from './leave-waitlist.handler';
import { markNoShowHandler } from './mark-no-show.handler';
import { redeemCheckInPassHandler } from './redeem-check-in-pass.handler';
import { rescheduleHandler } from './reschedule.handler';
import { saveBookingRulesHandler } from './save-booking-rules.handler';
import { saveCenterScheduleHandler } from './save-center-schedule.handler';
import { saveCheckInAnswersHandler } from './save-check-in-answers.handler';

/** The booking feature's slice of the handler map. */
export const bookingHandlers: SliceHandlers<typeof bookingServices> = {
  'appointment/acceptWaitlistOffer': acceptWaitlistOfferHandler,
  'appointment/book': bookHandler,
  'appointment/cancel': cancelHandler,
  'appointment/checkIn': checkInHandler,
  'appointment/getAppointments': getAppointmentsHandler,
  'appointment/getAvailability': getAvailabilityHandler,
  'appointment/getBookingRules': getBookingRulesHandler,
  'appointment/getCalendarFile': getCalendarFileHandler,
  'appointment/getCenterDay': getCenterDayHandler,
  'appointment/getCenterSchedule': getCenterScheduleHandler,
  'appointment/getCenterWaitlist': getCenterWaitlistHandler,
  'appointment/getCenterWeek': getCenterWeekHandler,
  'appointment/getCheckInPass': getCheckInPassHandler,
  'appointment/getCheckInQuestionnaire': getCheckInQuestionnaireHandler,
  'appointment/getEligibility': getEligibilityHandler,
  'appointment/getWaitlist': getWaitlistHandler,
  'appointment/joinWaitlist': joinWaitlistHandler,
  'appointment/leaveWaitlist': leaveWaitlistHandler,
  'appointment/markNoShow': markNoShowHandler,
  'appointment/redeemCheckInPass': redeemCheckInPassHandler,
  'appointment/reschedule': rescheduleHandler,
  'appointment/saveBookingRules': saveBookingRulesHandler,
  'appointment/saveCenterSchedule': saveCenterScheduleHandler,
  'appointment/saveCheckInAnswers': saveCheckInAnswersHandler,
};
