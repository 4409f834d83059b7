import { z } from 'zod';
import {
  appliedRangeSchema,
  bookingFiguresSchema,
  insightRangeFields,
  insightRoles,
  offerFiguresSchema,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * Booking at the caller's centers, for appointment times in the range (each center's own days and clock): the no-show
 * rate by center, weekday and hour, the lead time from booking to the appointment, the off-peak bonus's use, and the
 * waitlist offers taken.
 */
export const getBooking = defineService({
  serviceName: 'insights',
  serviceType: 'getBooking',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    total: bookingFiguresSchema.extend({ offers: offerFiguresSchema }),
    centers: z.array(bookingFiguresSchema.extend({ locationID: z.number().int(), name: z.string(), offers: offerFiguresSchema })),
    /** ISO weekdays, 1 (Monday) to 7, only those with appointments. */
    weekdays: z.array(bookingFiguresSchema.extend({ weekday: z.number().int().min(1).max(7) })),
    /** Hours of the appointment, 0 to 23, only those with appointments. */
    hours: z.array(bookingFiguresSchema.extend({ hour: z.number().int().min(0).max(23) })),
  }),
});
