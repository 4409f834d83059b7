import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { bilingualTextSchema } from '../../entities/bilingual';

export const surveyQuestionSchema = z.object({
  index: z.number().int(),
  title: bilingualTextSchema,
  /** Multiple choice (at least one answer) or single choice (exactly one). */
  multiple: z.boolean(),
  answers: z.array(z.object({ order: z.number().int(), text: bilingualTextSchema })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** Spec 3 "After-donation survey": the in-app survey, in both languages. */
export const getAfterDonationFeedbackOptions = defineService({
  serviceName: 'feedback',
  serviceType: 'getAfterDonationFeedbackOptions',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    feedbackId: z.string(),
    title: bilingualTextSchema,
    additionalInformation: bilingualTextSchema,
    /** The label of the optional free-text field. */
    additionalFeedback: bilingualTextSchema,
    emptyFieldsError: bilingualTextSchema,
    options: z.array(surveyQuestionSchema),
  }),
});
