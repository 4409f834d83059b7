import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Issue 34: the donors whose closing is pending, oldest request first, for the console (an audited read). */
export const getClosureRequests = defineService({
  serviceName: 'staff',
  serviceType: 'getClosureRequests',
  auth: { staff: ['admin', 'donor_care'] },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    requests: z.array(
      z.object({ donorId: z.string(), donorNumber: z.string(), name: z.string(), requestedAt: z.string(), closesAt: z.string() }),
    ),
  }),
});
