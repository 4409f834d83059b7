import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { startAttempt } from '../../domain/prescreening/attempts';
import { pagesFor, requireDonorCheck } from '../../domain/prescreening/check-content';
import { resumePage } from '../../domain/prescreening/page-answers';
import { requireStep } from '../../domain/prescreening/progress';

export const startLiteracyCheckHandler: Handler<'applicationFeedback/startLiteracyCheck'> = async (ctx, params) => {
  await requireStep(ctx.db, ctx.session.donorId, ctx.lang, 'literacy');
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'literacy', params.uniqueDocID);
  const attempt = await startAttempt(ctx.db, ctx.session.donorId, check.id, ctx.clock.now());
  if (attempt.status !== 'inProgress') throw new ServiceError(409, 'checkEnded');
  return {
    status: 200,
    oid: attempt.id,
    startfrom: resumePage(check.document.pages.length, attempt.answers),
    previouslyanswered: attempt.answers,
    questions: pagesFor(check.document.pages, ctx.lang),
  };
};
