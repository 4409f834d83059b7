import { z } from 'zod';
import { caseStatusSchema } from '../../entities/donor-care-case';
import {
  appliedRangeSchema,
  careChannels,
  careFiguresSchema,
  careInsightRoles,
  insightRangeFields,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * Donor care (issue 35), the range in the care team's days: cases opened and resolved, the backlog and the overdue at its
 * end, the median hours to the first reply and to resolution; by channel, by status now, and by the case's center (the
 * request's event center; null: none). Never by subject: it is the donor's own words.
 */
export const getCare = defineService({
  serviceName: 'insights',
  serviceType: 'getCare',
  auth: { staff: careInsightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    total: careFiguresSchema,
    /** Every channel, in order. */
    channels: z.array(careFiguresSchema.extend({ channel: z.enum(careChannels) })),
    /** Every status, in order. */
    statuses: z.array(careFiguresSchema.extend({ caseStatus: caseStatusSchema })),
    centers: z.array(careFiguresSchema.extend({ locationID: z.number().int().nullable(), name: z.string().nullable() })),
  }),
});
