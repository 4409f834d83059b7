import type { Handler } from '../../../service-context';
import { loadCenterOpenToBooking } from '../../../domain/center-schedules';
import { joinWaitlist } from './waitlist';

export const joinWaitlistHandler: Handler<'appointment/joinWaitlist'> = async (ctx, params) => {
  const center = await loadCenterOpenToBooking(ctx.db, params.locationID);
  const entry = await joinWaitlist(ctx.db, {
    donorId: ctx.session.donorId,
    center,
    day: params.date,
    now: ctx.clock.now(),
    lang: ctx.lang,
  });
  return { status: 200, entry };
};
