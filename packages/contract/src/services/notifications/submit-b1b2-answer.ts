import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { nonNegativeInt32 } from '../../rules/safe-input';

/** Stores the donor's answer to a B1B2 survey/reminder; answering again is refused (404 'b1b2NotFound'). */
export const submitB1B2Answer = defineService({
  serviceName: 'feedback',
  serviceType: 'submitB1B2Answer',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    dpiID: z.uuid('b1b2NotFound'),
    answerOrder: nonNegativeInt32('b1b2AnswerInvalid'),
  }),
  reply: z.object({ status: okStatus }),
});
