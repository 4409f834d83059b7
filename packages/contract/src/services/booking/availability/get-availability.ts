import { z } from 'zod';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';
import { bookingReasonSchema } from '../appointments/appointment-view';

export const slotSchema = z.object({
  /** The arrival window, ISO 8601 with the center's offset. */
  start: z.string(),
  end: z.string(),
  /** Chairs still free in this window. */
  remaining: z.number().int(),
  offPeak: z.boolean(),
  /** Set when a rule stops this donor from taking the slot (the slot is shown, not hidden). */
  reason: bookingReasonSchema.nullable(),
});
export type Slot = z.infer<typeof slotSchema>;

/** The arrival windows of a center from a day, for this donor (her appointment length and her rules). */
export const getAvailability = defineService({
  serviceName: 'appointment',
  serviceType: 'getAvailability',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({
    locationID: positiveInt32('locationNotFound'),
    /** YYYY-MM-DD at the center. */
    from: z.iso.date(),
    days: z.number().int().min(1).max(14),
    /** The donor's appointment being moved: the rules are checked as if it were not there. */
    rescheduling: z.uuid().optional(),
    lang: languageSchema.optional(),
  }),
  reply: z.object({
    status: okStatus,
    timeZone: z.string(),
    /** What an off-peak window earns once its donation is completed (the booking rules' bonus). */
    offPeakBonusPoints: z.number().int(),
    days: z.array(
      z.object({
        date: z.string(),
        /** Why the center is closed that day (a holiday), or null. */
        closure: z.string().nullable(),
        slots: z.array(slotSchema),
      }),
    ),
  }),
});
