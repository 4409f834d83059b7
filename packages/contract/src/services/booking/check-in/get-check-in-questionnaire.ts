import { z } from 'zod';
import { answersByPageSchema, questionPageSchema } from '../../../entities/prescreening';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';
import { appointmentViewSchema } from '../appointments/appointment-view';

/**
 * Express check-in, step 1: the day's health questionnaire for one of the donor's appointments, open only on the
 * appointment's day at its center while it is booked; where to resume and the answers saved so far. Another donor's
 * appointment is 404; another day 409.
 */
export const getCheckInQuestionnaire = defineService({
  serviceName: 'appointment',
  serviceType: 'getCheckInQuestionnaire',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ appointmentID: z.uuid('appointmentNotFound'), lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    appointment: appointmentViewSchema,
    docID: z.string(),
    title: z.string(),
    description: z.string(),
    nextButtonText: z.string(),
    submitButtonText: z.string(),
    /** Every page is saved: the check-in pass can be shown. */
    completed: z.boolean(),
    startfrom: z.number().int(),
    previouslyanswered: answersByPageSchema,
    questions: z.array(questionPageSchema),
  }),
});
