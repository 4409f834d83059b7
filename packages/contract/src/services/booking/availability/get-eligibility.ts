import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';
import { bookingReasonSchema } from '../appointments/appointment-view';

/**
 * Whether the donor may book now, the first day she may donate, and every rule that applies, in her language
 * ("You donated on Tuesday, June 16. You can donate again from Thursday, June 18.").
 */
export const getEligibility = defineService({
  serviceName: 'appointment',
  serviceType: 'getEligibility',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  /** `rescheduling`: the donor's appointment being moved, checked as if it were not there. */
  params: z.object({ rescheduling: z.uuid().optional(), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    /** No rule stops a booking now (some days may still be refused: see `reasons`). */
    eligible: z.boolean(),
    /** YYYY-MM-DD, the first day a donation is allowed; null when none is (a permanent deferral). */
    nextEligibleDate: z.string().nullable(),
    reasons: z.array(bookingReasonSchema),
    /** A first donation takes longer; the length of the donor's next appointment. */
    firstDonation: z.boolean(),
    appointmentMinutes: z.number().int(),
    /** Where a donor who has not finished pre-screening finishes it. */
    prescreeningPath: z.string().nullable(),
  }),
});
