import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { pageAnswersSchema } from '../../entities/prescreening';
import { nonNegativeInt32, safeText } from '../../rules/safe-input';

/** Saves one page of the pre-donor survey, so the donor can leave and resume later. */
export const savePredonorSurveyPage = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'savePreDonorSurveyPage',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: safeText(64).min(1),
    layoutIndex: nonNegativeInt32(),
    answers: pageAnswersSchema,
    lang: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus }),
});
