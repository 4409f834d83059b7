import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { visitSchema } from '../../entities/visit';

/** `/donation/history` (spec 2.10): the last 20 visits, newest first, and the visits of the past 35 days. */
export const getVisitHistorySecondRev = defineService({
  serviceName: 'reward',
  serviceType: 'getVisitHistorySecondRev',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    last20Visits: z.array(visitSchema),
    /** Visits checked in under 36 days ago (spec 9: "past 35 days"). */
    visitsInPast35Days: z.number().int(),
  }),
});
