import type { Handler } from '../../service-context';
import { savePageAnswers } from '../../domain/prescreening/attempts';
import { requireDonorCheck } from '../../domain/prescreening/check-content';
import { checkPageAnswers, requirePage } from '../../domain/prescreening/page-answers';
import { requireStep } from '../../domain/prescreening/progress';

export const savePredonorSurveyPageHandler: Handler<'applicationFeedback/savePreDonorSurveyPage'> = async (ctx, params) => {
  await requireStep(ctx.db, ctx.session.donorId, ctx.lang, 'predonorsurvey');
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'predonorsurvey', params.docID);
  const page = requirePage(check.document.pages, params.layoutIndex, ctx.lang, 'params.layoutIndex');
  const kept = checkPageAnswers(page, params.answers, ctx.lang, 'params.answers');
  await savePageAnswers(ctx.db, ctx.session.donorId, check.id, params.layoutIndex, kept, ctx.clock.now());
  return { status: 200 };
};
