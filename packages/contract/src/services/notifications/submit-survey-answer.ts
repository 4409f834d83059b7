import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { surveySubmissionSchema } from '../../rules/survey-answers';
import { safeId } from '../../rules/safe-input';

/**
 * Answers a survey promotion, once per donor (409 'surveyAlreadyAnswered' the second time); an incomplete
 * answer is 400 'answerAllQuestions'. The promotion's reward points go through the points ledger.
 */
export const submitSurveyAnswer = defineService({
  serviceName: 'marketing',
  serviceType: 'submitSurveyAnswer',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ promotionID: safeId(100), questions: surveySubmissionSchema }),
  reply: z.object({ status: okStatus, result: z.literal(true), pointsAwarded: z.number().int().nonnegative() }),
});
