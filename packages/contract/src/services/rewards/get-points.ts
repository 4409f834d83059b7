import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { pointHistorySchema } from '../../entities/rewards';

/** Spec 3 "Points": balance, this month's earnings and the history (optionally one month, `YYYY-MM`), all from the ledger. */
export const getPoints = defineService({
  serviceName: 'reward',
  serviceType: 'getPoints',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'monthInvalid' })
      .optional(),
  }),
  reply: z.object({
    status: okStatus,
    pointsBalance: z.number().int(),
    monthlyEarned: z.number().int(),
    pointHistories: z.array(pointHistorySchema),
  }),
});
