import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

export const feedbackVisitParams = z.object({
  visitID: z.uuid('visitNotFound'),
  visitNumber: z.string().max(32),
  locationID: z.number().int(),
});

/** Spec 4 "Visit feedback": an external survey (`qualtrics`) when configured, else null for the in-app survey. */
export const getFeedbackSetting = defineService({
  serviceName: 'feedback',
  serviceType: 'getfeedbacksetting',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: feedbackVisitParams.extend({ visitDate: z.string().max(32) }),
  reply: z.object({
    status: okStatus,
    qualtrics: z.object({ url: z.string() }).nullable(),
  }),
});
