import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { pageAnswersSchema } from '../../entities/prescreening';
import { nonNegativeInt32, safeText } from '../../rules/safe-input';

/** Saves one literacy page; `end` true means an answer (or the content) ends the check here. */
export const continueLiteracyCheck = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'continueLiteracyCheck',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: safeText(64).min(1),
    oid: z.string().uuid(),
    lang: languageSchema.optional(),
    layoutIndex: nonNegativeInt32(),
    answers: pageAnswersSchema,
  }),
  reply: z.object({ status: okStatus, end: z.boolean() }),
});
