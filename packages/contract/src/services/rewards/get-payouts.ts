import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** `/rewards/payout`: the payments of the last 20 visits that had any, amounts in dollars. */
export const getPayouts = defineService({
  serviceName: 'reward',
  serviceType: 'getPayouts',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    visits: z.array(
      z.object({
        visitID: z.string(),
        visitNumber: z.string(),
        /** The calendar day at the center (YYYY-MM-DD); payment instants are shown in `locationTimezone`. */
        visitDate: z.string(),
        locationName: z.string(),
        locationTimezone: z.string(),
        payments: z.array(z.object({ paymentDate: z.string(), amount: z.number() })),
        total: z.number(),
      }),
    ),
  }),
});
