import type { Handler } from '../../../service-context';
import { loadBookingRules } from './booking-rules-store';

export const getBookingRulesHandler: Handler<'appointment/getBookingRules'> = async (ctx) => ({
  status: 200,
  rules: await loadBookingRules(ctx.db),
});
