import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { donorStatuses } from '../../constants';
import { tierSchema } from '../../entities/rewards';

/** Home: the tier and progress to the next (donations in the past 12 months), the last visit, and the donor's status. */
export const getRewardStatus = defineService({
  serviceName: 'reward',
  serviceType: 'getRewardStatus',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    donorStatus: z.enum(donorStatuses),
    tier: tierSchema.nullable(),
    bonusPercent: z.number().int(),
    donationsInPeriod: z.number().int(),
    nextTier: tierSchema.nullable(),
    nextThreshold: z.number().int().nullable(),
    donationsToNext: z.number().int(),
    /** `visitDate` is the calendar day at the center (YYYY-MM-DD), as in the donation history. */
    lastVisit: z.object({ visitDate: z.string(), locationName: z.string(), locationTimezone: z.string(), donated: z.boolean() }).nullable(),
  }),
});
