import { z } from 'zod';
import { caseRoles } from '../../entities/case-staff';
import { caseMessageBodySchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/**
 * Sends a case above the center, to donor care and admins: it leaves the center roles' queue (a complaint about a
 * center does not stay with its manager), and a center assignee lets go of it. The reason becomes an internal note.
 */
export const escalateCase = defineService({
  serviceName: 'cases',
  serviceType: 'escalate',
  auth: { staff: caseRoles },
  kind: 'mutation',
  personalData: false,
  params: z.object({ caseId: z.uuid('caseNotFound'), reason: caseMessageBodySchema }),
  reply: z.object({ status: okStatus }),
});
