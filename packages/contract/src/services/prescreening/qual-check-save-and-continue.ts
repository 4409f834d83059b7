import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { pageAnswersSchema } from '../../entities/prescreening';
import { nonNegativeInt32, safeText } from '../../rules/safe-input';

/** Saves one page of the qualification check. Spec 7: this call's language key is `language`, not `lang`. */
export const qualCheckSaveAndContinue = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'qualCheckSaveAndContinue',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: safeText(64).min(1),
    answer: z.object({ layoutIndex: nonNegativeInt32(), answers: pageAnswersSchema }),
    language: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus, message: z.string() }),
});
