import { z } from 'zod';
import { donorCareStatuses } from '../../constants';
import { defineService, okStatus } from '../../gateway';

/** The donor's own donor-care requests with their progress (beyond the spec: issue 5). */
export const getDonorCareSubmissions = defineService({
  serviceName: 'donorCare',
  serviceType: 'getSubmissions',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    submissions: z.array(
      z.object({
        submissionID: z.string(),
        subject: z.string(),
        eventDate: z.string(),
        createdAt: z.string(),
        status: z.enum(donorCareStatuses),
      }),
    ),
  }),
});
