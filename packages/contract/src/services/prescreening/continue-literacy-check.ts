import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { pageAnswersSchema } from '../../entities/prescreening';

/** Saves one literacy page; `end` true means an answer (or the content) ends the check here. */
export const continueLiteracyCheck = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'continueLiteracyCheck',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: z.string().min(1).max(64),
    oid: z.string().uuid(),
    lang: languageSchema.optional(),
    layoutIndex: z.number().int().min(0),
    answers: pageAnswersSchema,
  }),
  reply: z.object({ status: okStatus, end: z.boolean() }),
});
