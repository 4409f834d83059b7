import { z } from 'zod';
import { appliedRangeSchema, insightRangeFields, insightRoles, visitTimeFiguresSchema, withRangeRules } from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * Time in the center: minutes from check-in to check-out (median and 90th percentile) of the visits in the range at the
 * caller's centers, by center, by weekday and hour of check-in (the center's own clock), and with or without an
 * appointment. A visit without a check-out, or with one not after its check-in, is not counted.
 */
export const getVisitTimes = defineService({
  serviceName: 'insights',
  serviceType: 'getVisitTimes',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    total: visitTimeFiguresSchema,
    centers: z.array(visitTimeFiguresSchema.extend({ locationID: z.number().int(), name: z.string() })),
    /** ISO weekdays, 1 (Monday) to 7, only those with visits. */
    weekdays: z.array(visitTimeFiguresSchema.extend({ weekday: z.number().int().min(1).max(7) })),
    /** Hours of check-in, 0 to 23, only those with visits. */
    hours: z.array(visitTimeFiguresSchema.extend({ hour: z.number().int().min(0).max(23) })),
    withAppointment: visitTimeFiguresSchema,
    withoutAppointment: visitTimeFiguresSchema,
  }),
});
