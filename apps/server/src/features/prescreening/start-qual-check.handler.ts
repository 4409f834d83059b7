import type { Handler } from '../../service-context';
import { startAttempt } from '../../domain/prescreening/attempts';
import { pagesFor, requireDonorCheck } from '../../domain/prescreening/check-content';
import { resumePage } from '../../domain/prescreening/page-answers';
import { requireStep } from '../../domain/prescreening/progress';

export const startQualCheckHandler: Handler<'applicationFeedback/startQualCheck'> = async (ctx, params) => {
  await requireStep(ctx.db, ctx.session.donorId, ctx.lang, 'qualification');
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'qualification', params.uniqueDocID);
  const attempt = await startAttempt(ctx.db, ctx.session.donorId, check.id, ctx.clock.now());
  return {
    status: 200,
    startfrom: resumePage(check.document.pages.length, attempt.answers),
    previouslyanswered: attempt.answers,
    questions: pagesFor(check.document.pages, ctx.lang),
  };
};
