import { pickLanguage } from '@portal/contract';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findAttempt, finishAttempt } from '../../domain/prescreening/attempts';
import { requireDonorCheck } from '../../domain/prescreening/check-content';
import { checkAllPages } from '../../domain/prescreening/page-answers';
import { requireStep } from '../../domain/prescreening/progress';

export const submitPredonorSurveyHandler: Handler<'applicationFeedback/submitPreDonorSurvey'> = async (ctx, params) => {
  await requireStep(ctx.db, ctx.session.donorId, ctx.lang, 'predonorsurvey');
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'predonorsurvey', params.docID);
  const attempt = await findAttempt(ctx.db, ctx.session.donorId, check.id);
  if (!attempt) throw new ServiceError(400, 'checkIncomplete');
  const answers = checkAllPages(check.document.pages, attempt.answers, ctx.lang);
  await finishAttempt(ctx.db, attempt.id, { status: 'submitted', answers }, ctx.clock.now());
  return { status: 200, success: pickLanguage(check.document.success, ctx.lang) };
};
