import type { Handler } from '../../service-context';
import { startAttempt } from './attempts';
import { pagesFor, requireDonorCheck } from './check-content';
import { resumePage } from './page-answers';
import { requireStep } from './progress';

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
