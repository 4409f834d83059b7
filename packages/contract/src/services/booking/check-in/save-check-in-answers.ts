import { z } from 'zod';
import { pageAnswersSchema } from '../../../entities/prescreening';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';
import { nonNegativeInt32, safeText } from '../../../rules/safe-input';

/**
 * Saves one page of the day's questionnaire (the donor can leave and resume); once every page is saved the
 * questionnaire is complete and the pass can be shown. Only on the appointment's day at its center.
 */
export const saveCheckInAnswers = defineService({
  serviceName: 'appointment',
  serviceType: 'saveCheckInAnswers',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    appointmentID: z.uuid('appointmentNotFound'),
    docID: safeText(64).min(1),
    layoutIndex: nonNegativeInt32(),
    answers: pageAnswersSchema,
    lang: languageSchema.optional(),
  }),
  reply: z.object({ status: okStatus, completed: z.boolean() }),
});
