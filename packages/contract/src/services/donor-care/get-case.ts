import { z } from 'zod';
import { caseAssigneeSchema, caseDonorContextSchema, caseRoles, staffCaseSchema } from '../../entities/case-staff';
import { defineService, okStatus } from '../../gateway';

/**
 * One case with the donor's context (profile summary, last visits, active deferral, previous cases) and the staff it
 * may be assigned to. Out of the caller's scope: 404. Each read is appended to the audit trail.
 */
export const getCase = defineService({
  serviceName: 'cases',
  serviceType: 'getCase',
  auth: { staff: caseRoles },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ caseId: z.uuid('caseNotFound') }),
  reply: z.object({
    status: okStatus,
    case: staffCaseSchema,
    donor: caseDonorContextSchema.nullable(),
    assignees: z.array(caseAssigneeSchema),
  }),
});
