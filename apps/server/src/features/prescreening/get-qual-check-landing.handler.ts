import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findAttempt } from '../../domain/prescreening/attempts';
import { findDonorCheck, formatFor } from '../../domain/prescreening/check-content';
import { loadProgress } from '../../domain/prescreening/progress';
import { resultLayout } from './qualification-scoring';

/** The landing; once the donor has submitted the check, `proceedTo` carries the result to show instead. */
export const getQualCheckLandingHandler: Handler<'applicationFeedback/getQualCheckLanding'> = async (ctx) => {
  const progress = await loadProgress(ctx.db, ctx.session.donorId, ctx.lang);
  if (progress.type === 'none') throw new ServiceError(403, 'prescreeningNotAvailable');
  const check = await findDonorCheck(ctx.db, ctx.session.donorId, 'qualification');
  if (!check) throw new ServiceError(404, 'checkNotFound');
  const attempt = await findAttempt(ctx.db, ctx.session.donorId, check.id);
  const finished = attempt?.status === 'submitted' && attempt.outcome ? attempt.outcome : null;
  if (!finished && progress.type !== 'qualification') throw new ServiceError(409, 'prescreeningStepClosed');
  return {
    status: 200,
    format: formatFor(check.id, check.document.format, ctx.lang),
    proceedTo: finished ? resultLayout(check.document, finished, ctx.lang) : null,
  };
};
