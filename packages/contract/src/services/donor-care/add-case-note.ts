import { z } from 'zod';
import { caseRoles } from '../../entities/case-staff';
import { caseMessageBodySchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/** An internal note: staff read it on the case page; the donor never does. */
export const addCaseNote = defineService({
  serviceName: 'cases',
  serviceType: 'addNote',
  auth: { staff: caseRoles },
  kind: 'mutation',
  personalData: false,
  params: z.object({ caseId: z.uuid('caseNotFound'), body: caseMessageBodySchema }),
  reply: z.object({ status: okStatus }),
});
