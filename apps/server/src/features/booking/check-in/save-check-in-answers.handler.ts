import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { checkPageAnswers, requirePage } from '../../../domain/prescreening/page-answers';
import { checkInPassSigner } from './check-in-pass';
import { completeCheckIn, findCheckIn, openCheckIn, questionnaireOf, saveCheckInPage } from './check-in-questionnaire';

/** Saves one page of the day's questionnaire; the last page saved completes it, and the pass can be shown. */
export const saveCheckInAnswersHandler: Handler<'appointment/saveCheckInAnswers'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const now = ctx.clock.now();
  const appointment = await openCheckIn(ctx.db, ctx.session.donorId, params.appointmentID, now);
  if (appointment.status !== 'booked') throw new ServiceError(409, 'checkInClosed');
  const check = await questionnaireOf(ctx.db, await findCheckIn(ctx.db, appointment.id));
  if (check.id !== params.docID) throw new ServiceError(404, 'checkNotFound');
  const page = requirePage(check.document.pages, params.layoutIndex, lang, 'params.layoutIndex');
  const answers = checkPageAnswers(page, params.answers, lang, 'params.answers');
  const saved = await saveCheckInPage(ctx.db, {
    appointmentId: appointment.id,
    checkId: check.id,
    pageIndex: params.layoutIndex,
    answers,
    now,
  });
  const completed = check.document.pages.every((_, index) => saved.answers[String(index)] !== undefined);
  if (completed) await completeCheckIn(ctx.db, appointment.id, checkInPassSigner(ctx.config.tokenSecret).code(appointment.id), now);
  return { status: 200, completed };
};
