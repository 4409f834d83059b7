import { isoWithOffset } from '@portal/contract';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { checkInPassSigner, displayCode } from './check-in-pass';
import { dayEnd, findCheckIn, openCheckIn } from './check-in-questionnaire';

/** The pass of a completed questionnaire: the signed token for the QR code and the short code, both until the day's end. */
export const getCheckInPassHandler: Handler<'appointment/getCheckInPass'> = async (ctx, params) => {
  const appointment = await openCheckIn(ctx.db, ctx.session.donorId, params.appointmentID, ctx.clock.now());
  const checkIn = await findCheckIn(ctx.db, appointment.id);
  if (!checkIn?.completedAt || !checkIn.passCode) throw new ServiceError(409, 'checkInQuestionnaireIncomplete');
  const expiresAt = dayEnd(appointment);
  return {
    status: 200,
    token: checkInPassSigner(ctx.config.tokenSecret).token({ appointmentId: appointment.id, expiresAt }),
    code: displayCode(checkIn.passCode),
    expiresAt: isoWithOffset(expiresAt, appointment.timeZone),
    used: checkIn.redeemedAt !== null || appointment.status === 'checked_in',
  };
};
