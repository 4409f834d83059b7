import type { Handler } from '../../../service-context';
import { loadBookingRules, storeBookingRules } from './booking-rules-store';

export const saveBookingRulesHandler: Handler<'appointment/saveBookingRules'> = async (ctx, params) => {
  const before = await loadBookingRules(ctx.db);
  await storeBookingRules(ctx.db, params.rules, ctx.clock.now());
  ctx.audit({ objectType: 'bookingRules', objectId: '1', before, after: params.rules });
  return { status: 200, rules: params.rules };
};
