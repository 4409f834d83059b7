import type { Handler } from '../../service-context';
import { savePageAnswers } from '../../domain/prescreening/attempts';
import { requireDonorCheck } from '../../domain/prescreening/check-content';
import { checkPageAnswers, requirePage } from '../../domain/prescreening/page-answers';
import { requireStep } from '../../domain/prescreening/progress';

/** Spec 7: this call names its language `language`; the gateway's `lang` (or Accept-Language) is the fallback. */
export const qualCheckSaveAndContinueHandler: Handler<'applicationFeedback/qualCheckSaveAndContinue'> = async (ctx, params) => {
  const lang = params.language ?? ctx.lang;
  await requireStep(ctx.db, ctx.session.donorId, lang, 'qualification');
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'qualification', params.docID);
  const { layoutIndex, answers } = params.answer;
  const page = requirePage(check.document.pages, layoutIndex, lang, 'params.answer.layoutIndex');
  const kept = checkPageAnswers(page, answers, lang, 'params.answer.answers');
  await savePageAnswers(ctx.db, ctx.session.donorId, check.id, layoutIndex, kept, ctx.clock.now());
  return { status: 200, message: check.document.pages[layoutIndex + 1] ? 'saved' : 'lastPageSaved' };
};
