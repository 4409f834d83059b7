import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { int32, safeText } from '../../rules/safe-input';

export const feedbackVisitParams = z.object({
  visitID: z.uuid('visitNotFound'),
  visitNumber: safeText(32),
  locationID: int32(),
});

/** Spec 4 "Visit feedback": an external survey (`qualtrics`) when configured, else null for the in-app survey. */
export const getFeedbackSetting = defineService({
  serviceName: 'feedback',
  serviceType: 'getfeedbacksetting',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: feedbackVisitParams.extend({ visitDate: safeText(32) }),
  reply: z.object({
    status: okStatus,
    qualtrics: z.object({ url: z.string() }).nullable(),
  }),
});
