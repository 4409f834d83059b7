import { z } from 'zod';
import {
  appliedRangeSchema,
  insightRangeFields,
  insightRoles,
  insightTierSchema,
  pointsFiguresSchema,
  pointsMonthSchema,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * The points program (issue 35), read from the points ledger for the donors whose home center the caller may read
 * (admins without a center filter: every donor, those without a home center in the program's zone): points earned,
 * redeemed and expired in the range (each home center's calendar), the balance outstanding at its end and its dollar
 * value at the admin's points per dollar (given beside it); by home center, by tier then, and by month.
 */
export const getPoints = defineService({
  serviceName: 'insights',
  serviceType: 'getPoints',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    pointsPerDollar: z.number().int(),
    total: pointsFiguresSchema,
    centers: z.array(pointsFiguresSchema.extend({ locationID: z.number().int(), name: z.string() })),
    tiers: z.array(pointsFiguresSchema.extend({ tier: insightTierSchema })),
    months: z.array(pointsMonthSchema),
  }),
});
