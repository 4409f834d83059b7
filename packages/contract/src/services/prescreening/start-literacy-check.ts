import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { answersByPageSchema, questionPageSchema } from '../../entities/prescreening';
import { safeText } from '../../rules/safe-input';

/** Starts or resumes the literacy check: `oid` names the donor's attempt; pages carry their comprehension text. */
export const startLiteracyCheck = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'startLiteracyCheck',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ uniqueDocID: safeText(64).min(1), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    oid: z.string(),
    startfrom: z.number().int(),
    previouslyanswered: answersByPageSchema,
    questions: z.array(questionPageSchema),
  }),
});
