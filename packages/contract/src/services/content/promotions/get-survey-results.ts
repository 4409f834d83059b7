import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { bilingualTextSchema } from '../../../entities/bilingual';
import { safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/** One question's tally: how many donors answered it and, for a choice question, how many chose each option. */
export const surveyQuestionResultSchema = z.object({
  questionOrder: z.number().int(),
  questionType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  questionText: bilingualTextSchema,
  answered: z.number().int(),
  answers: z.array(z.object({ answerOrder: z.number().int(), items: bilingualTextSchema, count: z.number().int() })),
});
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResultSchema>;

/**
 * A survey promotion's results as counts only (no donor, no text a donor wrote): donors who answered, and per question
 * and option how many chose it. 404 for a promotion that is not a survey.
 */
export const getSurveyResults = defineService({
  serviceName: 'content',
  serviceType: 'getSurveyResults',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ id: safeId(100) }),
  reply: z.object({
    status: okStatus,
    title: bilingualTextSchema,
    respondents: z.number().int(),
    questions: z.array(surveyQuestionResultSchema),
  }),
});
