import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { activeSurvey } from '../../domain/feedback-settings';

export const getAfterDonationFeedbackOptionsHandler: Handler<'feedback/getAfterDonationFeedbackOptions'> = async (ctx) => {
  const survey = await activeSurvey(ctx.db);
  if (!survey) throw new ServiceError(404, 'surveyNotFound');
  return {
    status: 200,
    feedbackId: survey.id,
    title: survey.title,
    additionalInformation: survey.additionalInformation,
    additionalFeedback: survey.additionalFeedbackLabel,
    emptyFieldsError: survey.emptyFieldsError,
    options: [...survey.questions].sort((a, b) => a.index - b.index),
  };
};
