import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { answersByPageSchema, successLayoutSchema } from '../../entities/prescreening';

/** Submits the literacy check (the last page's answers with it) and answers the success layout. */
export const literacyCheckSubmit = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'literacyCheckSubmit',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: z.string().min(1).max(64),
    oid: z.string().uuid(),
    lang: languageSchema.optional(),
    answers: answersByPageSchema,
  }),
  reply: z.object({ status: okStatus, success: successLayoutSchema }),
});
