import { z } from 'zod';
import { FEEDBACK_TEXT_MAX_LENGTH } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { feedbackVisitParams } from './get-feedback-setting';
import { int32, safeMultilineText, safeText } from '../../rules/safe-input';

/** Answers keyed by question index: one answer order (single choice) or several (multiple choice). */
export const feedbackAnswersSchema = z.record(z.string().regex(/^\d{1,3}$/), z.union([int32(), z.array(int32()).max(50)]));
export type FeedbackAnswers = z.infer<typeof feedbackAnswersSchema>;

/** Spec 7: stores the answers once per visit, inside the feedback window; may open the after-donation wheel. */
export const submitAfterDonationFeedback = defineService({
  serviceName: 'feedback',
  serviceType: 'submitAfterDonationFeedback',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: feedbackVisitParams.extend({
    feedbackId: safeText(64),
    feedbackAnswers: feedbackAnswersSchema,
    /** The question indexes the donor was shown; the server checks against its own survey. */
    feedbackOptions: z.array(int32()).max(50).optional(),
    lang: languageSchema.optional(),
    additionalFeedback: safeMultilineText(FEEDBACK_TEXT_MAX_LENGTH, 'feedbackTooLong').trim().nullable(),
  }),
  reply: z.object({
    status: okStatus,
    message: z.string(),
    /** The id of the wheel to spin for a bonus, when the survey offers one. */
    afterdonationwheel: z.string().nullable(),
    /** The wheel's prizes, shown before the spin: the very list the spin answers with (empty without a wheel). */
    wheelSegments: z.array(z.number().int()),
  }),
});
