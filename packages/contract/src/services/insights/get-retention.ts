import { z } from 'zod';
import {
  appliedRangeSchema,
  insightRangeFields,
  insightRoles,
  insightTierSchema,
  retentionFiguresSchema,
  retentionMonthSchema,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * Retention at the caller's centers, as of the range's last day (each center's own): donors active in the last 30, 60
 * and 90 days, lapsed donors, donations per active donor in the last 30 days; in total, by center and by the donor's
 * membership tier then (donations anywhere in the 12 months up to it, as the program counts them); and per calendar
 * month of the range, donations per donor who gave.
 */
export const getRetention = defineService({
  serviceName: 'insights',
  serviceType: 'getRetention',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    total: retentionFiguresSchema,
    centers: z.array(retentionFiguresSchema.extend({ locationID: z.number().int(), name: z.string() })),
    /** Every tier, in order, `none` (below Bronze) first. */
    tiers: z.array(retentionFiguresSchema.extend({ tier: insightTierSchema })),
    months: z.array(retentionMonthSchema),
  }),
});
