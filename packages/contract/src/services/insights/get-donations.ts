import { z } from 'zod';
import {
  appliedRangeSchema,
  deferralReasonSchema,
  donationFiguresSchema,
  insightRangeFields,
  insightRoles,
  withRangeRules,
} from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';

/**
 * Donations in a date range at the caller's centers: per day (the screen groups weeks and months), per center and in
 * total; first-time against returning donors, dollars paid, deferrals. Past days from the rollup, today live; the
 * deferrals by reason read live (a visit's deferral code), each against all the range's visits.
 */
export const getDonations = defineService({
  serviceName: 'insights',
  serviceType: 'getDonations',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: withRangeRules(insightRangeFields),
  reply: z.object({
    status: okStatus,
    range: appliedRangeSchema,
    total: donationFiguresSchema,
    days: z.array(donationFiguresSchema.extend({ day: z.string() })),
    centers: z.array(donationFiguresSchema.extend({ locationID: z.number().int(), name: z.string() })),
    /** Every reason, in order, with its deferrals (none: 0). */
    reasons: z.array(deferralReasonSchema),
  }),
});
