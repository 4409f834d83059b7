import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { answersByPageSchema, questionPageSchema } from '../../entities/prescreening';

/** `/takingsurvey/assessment/predonorsurvey`: the health-history survey, where to resume and the saved answers. */
export const getPredonorSurvey = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'getPreDonorSurvey',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    docID: z.string(),
    title: z.string(),
    description: z.array(z.string()),
    submitButtonText: z.string(),
    nextButtonText: z.string(),
    completed: z.boolean(),
    startfrom: z.number().int(),
    previouslyanswered: answersByPageSchema,
    questions: z.array(questionPageSchema),
  }),
});
