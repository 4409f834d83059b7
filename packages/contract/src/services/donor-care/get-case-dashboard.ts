import { z } from 'zod';
import { caseRoles } from '../../entities/case-staff';
import { caseStatusSchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/** The staff home's card: cases opened today by status, and every overdue case, within the caller's scope. */
export const getCaseDashboard = defineService({
  serviceName: 'cases',
  serviceType: 'getDashboard',
  auth: { staff: caseRoles },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    /** Every status, with 0 where there is none. */
    today: z.array(z.object({ status: caseStatusSchema, count: z.number().int() })),
    overdue: z.number().int(),
  }),
});
