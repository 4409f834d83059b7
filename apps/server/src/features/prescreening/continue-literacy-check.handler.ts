import type { Handler } from '../../service-context';
import { finishAttempt, savePageAnswers } from '../../domain/prescreening/attempts';
import { requireDonorCheck } from '../../domain/prescreening/check-content';
import { endsCheck, requireLiteracyAttempt } from './literacy-attempt';
import { checkPageAnswers, requirePage } from '../../domain/prescreening/page-answers';

/** Saves a page; an answer the content marks as ending the check ends the attempt (`end: true`). */
export const continueLiteracyCheckHandler: Handler<'applicationFeedback/continueLiteracyCheck'> = async (ctx, params) => {
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'literacy', params.docID);
  const attempt = await requireLiteracyAttempt(ctx.db, ctx.session.donorId, check.id, params.oid);
  const page = requirePage(check.document.pages, params.layoutIndex, ctx.lang, 'params.layoutIndex');
  const kept = checkPageAnswers(page, params.answers, ctx.lang, 'params.answers');
  const now = ctx.clock.now();
  await savePageAnswers(ctx.db, ctx.session.donorId, check.id, params.layoutIndex, kept, now);
  if (!endsCheck(page, kept)) return { status: 200, end: false };
  await finishAttempt(ctx.db, attempt.id, { status: 'ended' }, now);
  return { status: 200, end: true };
};
