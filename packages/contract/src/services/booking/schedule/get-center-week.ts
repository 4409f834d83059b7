import { z } from 'zod';
import { centerDayRoles, closureSchema, openingHoursSchema } from '../../../entities/booking';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';

/** One day of the console's week view: the hours, a closure, and the chairs booked against the chairs offered. */
export const centerWeekDaySchema = z.object({
  date: z.iso.date(),
  /** Null: the center does not open on this weekday. */
  hours: openingHoursSchema.nullable(),
  closure: closureSchema.shape.reason.nullable(),
  /** Appointments of the day not cancelled. */
  booked: z.number().int(),
  /** Chairs × the arrival windows of a return visit that day (0 when closed). */
  capacity: z.number().int(),
});
export type CenterWeekDay = z.infer<typeof centerWeekDaySchema>;

/** Seven days of a center from `from` (today at the center without it): counts only, no donor's data. */
export const getCenterWeek = defineService({
  serviceName: 'appointment',
  serviceType: 'getCenterWeek',
  auth: { staff: centerDayRoles },
  kind: 'query',
  personalData: false,
  params: z.object({ locationID: positiveInt32('locationNotFound'), from: z.iso.date('closureDayInvalid').optional() }),
  reply: z.object({
    status: okStatus,
    center: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
    today: z.iso.date(),
    days: z.array(centerWeekDaySchema),
  }),
});
