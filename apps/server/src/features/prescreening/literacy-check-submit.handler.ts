import { pickLanguage } from '@portal/contract';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { finishAttempt } from '../../domain/prescreening/attempts';
import { requireDonorCheck } from '../../domain/prescreening/check-content';
import { endsCheck, requireLiteracyAttempt } from './literacy-attempt';
import { checkAllPages } from '../../domain/prescreening/page-answers';

/**
 * The answers sent with the submission (at least the last page's) complete those saved page by page.
 * An answer that ends the check ends it here too (409 `checkEnded`); otherwise the success layout.
 */
export const literacyCheckSubmitHandler: Handler<'applicationFeedback/literacyCheckSubmit'> = async (ctx, params) => {
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'literacy', params.docID);
  const attempt = await requireLiteracyAttempt(ctx.db, ctx.session.donorId, check.id, params.oid);
  const answers = checkAllPages(check.document.pages, { ...attempt.answers, ...params.answers }, ctx.lang);
  const now = ctx.clock.now();
  const ended = check.document.pages.some((page, index) => endsCheck(page, answers[String(index)] ?? {}));
  if (ended) {
    await finishAttempt(ctx.db, attempt.id, { status: 'ended', answers }, now);
    throw new ServiceError(409, 'checkEnded');
  }
  await finishAttempt(ctx.db, attempt.id, { status: 'submitted', answers }, now);
  return { status: 200, success: pickLanguage(check.document.success, ctx.lang) };
};
