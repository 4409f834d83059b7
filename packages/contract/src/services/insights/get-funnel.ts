import { z } from 'zod';
import {
  appliedRangeSchema,
  FUNNEL_DEFAULT_WINDOW_MONTHS,
  FUNNEL_MAX_WINDOW_MONTHS,
  funnelFiguresSchema,
  insightRangeFields,
  insightRoles,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * The qualification funnel: donors whose first donation falls in the range, how many came back for a second donation
 * within the window (months after the first, the day itself included), the conversion and the median days to it; by
 * center and by month of first donation.
 */
export const getFunnel = defineService({
  serviceName: 'insights',
  serviceType: 'getFunnel',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(
    insightRangeFields.extend({
      windowMonths: z.number().int().min(1).max(FUNNEL_MAX_WINDOW_MONTHS).default(FUNNEL_DEFAULT_WINDOW_MONTHS),
    }),
  ),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    windowMonths: z.number().int(),
    total: funnelFiguresSchema,
    centers: z.array(funnelFiguresSchema.extend({ locationID: z.number().int(), name: z.string() })),
    months: z.array(funnelFiguresSchema.extend({ month: z.string() })),
  }),
});
