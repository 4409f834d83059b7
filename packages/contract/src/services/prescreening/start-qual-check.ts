import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { answersByPageSchema, questionPageSchema } from '../../entities/prescreening';
import { safeText } from '../../rules/safe-input';

/** Starts or resumes the qualification check: the pages, where to resume and the answers saved so far. */
export const startQualCheck = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'startQualCheck',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ uniqueDocID: safeText(64).min(1), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    startfrom: z.number().int(),
    previouslyanswered: answersByPageSchema,
    questions: z.array(questionPageSchema),
  }),
});
