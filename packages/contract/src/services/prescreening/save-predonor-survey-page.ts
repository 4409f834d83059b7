import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { pageAnswersSchema } from '../../entities/prescreening';

/** Saves one page of the pre-donor survey, so the donor can leave and resume later. */
export const savePredonorSurveyPage = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'savePreDonorSurveyPage',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: z.string().min(1).max(64),
    layoutIndex: z.number().int().min(0),
    answers: pageAnswersSchema,
    lang: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus }),
});
