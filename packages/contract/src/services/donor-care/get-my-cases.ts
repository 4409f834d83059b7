import { z } from 'zod';
import { donorCaseSchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';

/** "My requests" on Contact Us (issue 14): the donor's cases, newest first, each with its conversation (never the internal notes). */
export const getMyCases = defineService({
  serviceName: 'donorCare',
  serviceType: 'getMyCases',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, cases: z.array(donorCaseSchema) }),
});
