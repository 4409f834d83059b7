import { z } from 'zod';
import { caseRoles } from '../../entities/case-staff';
import { defineService, okStatus } from '../../gateway';

/** Gives a case to a staff member who may see it (or to nobody: `assigneeId: null`). */
export const assignCase = defineService({
  serviceName: 'cases',
  serviceType: 'assign',
  auth: { staff: caseRoles },
  kind: 'mutation',
  personalData: false,
  params: z.object({ caseId: z.uuid('caseNotFound'), assigneeId: z.uuid('caseAssigneeInvalid').nullable() }),
  reply: z.object({ status: okStatus }),
});
