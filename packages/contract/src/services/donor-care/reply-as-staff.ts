import { z } from 'zod';
import { caseRoles } from '../../entities/case-staff';
import { caseMessageBodySchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/**
 * A reply to the donor: it joins the conversation they read in the portal and is e-mailed to them in their language
 * through the outbox. The case then waits on the donor, unless the reply resolves it or keeps it in progress.
 */
export const replyAsStaff = defineService({
  serviceName: 'cases',
  serviceType: 'reply',
  auth: { staff: caseRoles },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    caseId: z.uuid('caseNotFound'),
    body: caseMessageBodySchema,
    nextStatus: z.enum(['in_progress', 'waiting_on_donor', 'resolved']).default('waiting_on_donor'),
  }),
  reply: z.object({ status: okStatus }),
});
