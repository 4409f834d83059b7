import { z } from 'zod';
import { appointmentStatuses } from '../../../entities/booking';

/** One reason a rule refuses a booking, in the donor's language. */
export const bookingReasonSchema = z.object({
  code: z.enum([
    'permanentDeferral',
    'deferral',
    'prescreeningIncomplete',
    'prescreeningNotEligible',
    'appointmentLimit',
    'minimumGap',
    'weeklyLimit',
  ]),
  message: z.string(),
});
export type BookingReason = z.infer<typeof bookingReasonSchema>;

/** An appointment as the donor sees it; times are ISO 8601 with the center's offset. */
export const appointmentViewSchema = z.object({
  id: z.string(),
  locationID: z.number().int(),
  centerName: z.string(),
  centerAddress: z.string(),
  timeZone: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(appointmentStatuses),
  firstDonation: z.boolean(),
  /** Still booked and in the future: the donor may reschedule or cancel it. */
  changeable: z.boolean(),
});
export type AppointmentView = z.infer<typeof appointmentViewSchema>;

/** A client-made id for one booking or rescheduling intent: retrying with it never books twice. */
export const requestIdSchema = z.uuid();
