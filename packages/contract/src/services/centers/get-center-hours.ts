import { z } from 'zod';
import { weeklyHoursSchema } from '../../entities/booking';
import { defineService, okStatus } from '../../gateway';
import { positiveInt32 } from '../../rules/safe-input';

/** A center's weekly opening hours as donors see them: beside the home center, and kept on the device (issue 33). */
export const centerHoursSchema = z.object({
  /** The center's IANA zone: the hours are wall-clock times there. */
  timeZone: z.string(),
  /** Sunday first; null on a weekday the center is closed. */
  weeklyHours: weeklyHoursSchema,
});
export type CenterHours = z.infer<typeof centerHoursSchema>;

/** A center's opening hours; null for a center without a booking set-up (its hours are not known). */
export const getCenterHours = defineService({
  serviceName: 'location',
  serviceType: 'getCenterHours',
  auth: 'donor',
  kind: 'query',
  // Asked for her home center: which center that is says where she lives, so the reply is never stored (no-store).
  personalData: true,
  params: z.object({ locationID: positiveInt32() }),
  reply: z.object({ status: okStatus, hours: centerHoursSchema.nullable() }),
});
