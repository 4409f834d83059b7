import { pickLanguage } from '@portal/contract';
import type { Handler } from '../../../service-context';
import { pagesFor } from '../../../domain/prescreening/check-content';
import { resumePage } from '../../../domain/prescreening/page-answers';
import { toAppointmentView } from '../appointments/appointment-views';
import { findCheckIn, openCheckIn, questionnaireOf } from './check-in-questionnaire';

/** The day's questionnaire of one of the donor's appointments, in her language, with where to resume. */
export const getCheckInQuestionnaireHandler: Handler<'appointment/getCheckInQuestionnaire'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const now = ctx.clock.now();
  const appointment = await openCheckIn(ctx.db, ctx.session.donorId, params.appointmentID, now);
  const checkIn = await findCheckIn(ctx.db, appointment.id);
  const check = await questionnaireOf(ctx.db, checkIn);
  const answers = checkIn?.answers ?? {};
  return {
    status: 200,
    appointment: toAppointmentView(appointment, now),
    docID: check.id,
    ...pickLanguage(check.document.intro, lang),
    completed: checkIn?.completedAt != null,
    startfrom: resumePage(check.document.pages.length, answers),
    previouslyanswered: answers,
    questions: pagesFor(check.document.pages, lang),
  };
};
