import { pickLanguage } from '@portal/contract';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { findAttempt } from '../../domain/prescreening/attempts';
import { findDonorCheck, pagesFor } from '../../domain/prescreening/check-content';
import { resumePage } from '../../domain/prescreening/page-answers';
import { loadProgress } from '../../domain/prescreening/progress';

/** Open to a pre-donor once the literacy check is passed; afterwards it answers `completed` with the saved answers. */
export const getPredonorSurveyHandler: Handler<'applicationFeedback/getPreDonorSurvey'> = async (ctx) => {
  const progress = await loadProgress(ctx.db, ctx.session.donorId, ctx.lang);
  if (progress.type === 'none') throw new ServiceError(403, 'prescreeningNotAvailable');
  const check = await findDonorCheck(ctx.db, ctx.session.donorId, 'predonorsurvey');
  if (!check) throw new ServiceError(404, 'checkNotFound');
  const attempt = await findAttempt(ctx.db, ctx.session.donorId, check.id);
  const completed = attempt?.status === 'submitted';
  if (!completed && progress.type !== 'predonorsurvey') throw new ServiceError(409, 'prescreeningStepClosed');
  const answers = attempt?.answers ?? {};
  const intro = pickLanguage(check.document.intro, ctx.lang);
  return {
    status: 200,
    docID: check.id,
    ...intro,
    completed,
    startfrom: resumePage(check.document.pages.length, answers),
    previouslyanswered: answers,
    questions: pagesFor(check.document.pages, ctx.lang),
  };
};
