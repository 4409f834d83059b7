import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { answersByPageSchema, successLayoutSchema } from '../../entities/prescreening';
import { safeText } from '../../rules/safe-input';

/** Submits the literacy check (the last page's answers with it) and answers the success layout. */
export const literacyCheckSubmit = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'literacyCheckSubmit',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    docID: safeText(64).min(1),
    oid: z.string().uuid(),
    lang: languageSchema.optional(),
    answers: answersByPageSchema,
  }),
  reply: z.object({ status: okStatus, success: successLayoutSchema }),
});
