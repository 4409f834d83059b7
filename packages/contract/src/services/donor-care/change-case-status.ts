import { z } from 'zod';
import { caseRoles } from '../../entities/case-staff';
import { caseStatusSchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/** Moves a case to another status; resolving stamps the resolution time, reopening clears it. */
export const changeCaseStatus = defineService({
  serviceName: 'cases',
  serviceType: 'changeStatus',
  auth: { staff: caseRoles },
  kind: 'mutation',
  personalData: false,
  params: z.object({ caseId: z.uuid('caseNotFound'), status: caseStatusSchema }),
  reply: z.object({ status: okStatus }),
});
