import { z } from 'zod';
import { caseMessageBodySchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/** The donor answers one of their open cases; a case waiting on the donor goes back to the care team (`in_progress`). */
export const replyToCase = defineService({
  serviceName: 'donorCare',
  serviceType: 'replyToCase',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ caseId: z.uuid('caseNotFound'), body: caseMessageBodySchema }),
  reply: z.object({ status: okStatus }),
});
