import type { Handler } from '../../service-context';
import { recordDeferral } from '../../domain/deferrals';
import { findAttempt, finishAttempt } from '../../domain/prescreening/attempts';
import { requireDonorCheck } from '../../domain/prescreening/check-content';
import { checkAllPages } from '../../domain/prescreening/page-answers';
import { requireStep } from '../../domain/prescreening/progress';
import { resultLayout, scoreQualification } from './qualification-scoring';
import { ServiceError } from '../../lib/service-error';

/**
 * Scores the saved answers. A result other than eligible is also recorded as a deferral, so home
 * shows the reason and the date (spec 3 "Deferral status").
 */
export const qualCheckSubmitHandler: Handler<'applicationFeedback/qualCheckSubmit'> = async (ctx, params) => {
  await requireStep(ctx.db, ctx.session.donorId, ctx.lang, 'qualification');
  const check = await requireDonorCheck(ctx.db, ctx.session.donorId, 'qualification', params.docID);
  const now = ctx.clock.now();
  const attempt = await findAttempt(ctx.db, ctx.session.donorId, check.id);
  if (!attempt) throw new ServiceError(400, 'checkIncomplete');
  const answers = checkAllPages(check.document.pages, attempt.answers, ctx.lang);
  const outcome = scoreQualification(check.document, answers, now);

  await ctx.db.transaction(async (tx) => {
    await finishAttempt(tx, attempt.id, { status: 'submitted', outcome }, now);
    const rules = outcome.reasons.flatMap((index) => check.document.rules[index] ?? []);
    const [first] = rules;
    if (first && (outcome.result === 'deferUntil' || outcome.result === 'notEligible')) {
      await recordDeferral(tx, {
        donorId: ctx.session.donorId,
        code: first.educationCode,
        reason: { en: rules.map((r) => r.reason.en).join(' '), es: rules.map((r) => r.reason.es).join(' ') },
        deferredAt: now,
        until: outcome.until,
      });
    }
  });
  return { status: 200, proceed: resultLayout(check.document, outcome, ctx.lang) };
};
