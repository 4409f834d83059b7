import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { visitSchema } from '../../entities/visit';

/** Spec 3 "Donation history": what the feedback button needs (spec 4 "Visit feedback"). */
export const getFeedbackVisits = defineService({
  serviceName: 'feedback',
  serviceType: 'getvisits',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    visits: z.array(visitSchema),
    /** Days after check-out during which feedback is accepted. */
    daystocomplete: z.number().int(),
    /** Visit ids whose feedback is switched off. */
    disabledfeedback: z.array(z.string()),
    b1b2Payments: z.array(z.object({ visitID: z.string(), paymentDate: z.string(), amount: z.number() })),
  }),
});
