import { pickLanguage } from '@portal/contract';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findDonorCheck, formatFor } from '../../domain/prescreening/check-content';
import { requireStep } from '../../domain/prescreening/progress';

export const getLiteracyCheckLandingHandler: Handler<'applicationFeedback/getLiteracyCheckLanding'> = async (ctx) => {
  const progress = await requireStep(ctx.db, ctx.session.donorId, ctx.lang, 'literacy');
  if (progress.state === 'notToday') throw new ServiceError(409, 'checkEnded');
  const check = await findDonorCheck(ctx.db, ctx.session.donorId, 'literacy');
  if (!check) throw new ServiceError(404, 'checkNotFound');
  return {
    status: 200,
    format: formatFor(check.id, check.document.format, ctx.lang),
    prerequisite: check.document.prerequisite ? pickLanguage(check.document.prerequisite, ctx.lang) : null,
  };
};
