import { formatMessage } from '@portal/contract';
import type { Handler } from '../../service-context';
import { submitFeedback } from './after-donation-feedback';

export const submitAfterDonationFeedbackHandler: Handler<'feedback/submitAfterDonationFeedback'> = async (ctx, params) => {
  const wheel = await submitFeedback(ctx.db, { donorId: ctx.session.donorId, params, now: ctx.clock.now(), lang: ctx.lang });
  return {
    status: 200,
    message: formatMessage(ctx.lang, 'feedbackSubmitted'),
    afterdonationwheel: wheel?.id ?? null,
    wheelSegments: wheel?.segments ?? [],
  };
};
