import type { Handler } from '../../../service-context';
import { loadProgress } from '../../../domain/prescreening/progress';
import { loadBookingRules } from '../rules/booking-rules-store';
import { loadDonorBookingState, prescreeningGate } from '../donor-booking-state';
import { evaluateEligibility } from './eligibility';

export const getEligibilityHandler: Handler<'appointment/getEligibility'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const now = ctx.clock.now();
  const [rules, state, progress] = await Promise.all([
    loadBookingRules(ctx.db),
    loadDonorBookingState(ctx.db, ctx.session.donorId, now, params.rescheduling),
    loadProgress(ctx.db, ctx.session.donorId, lang),
  ]);
  const gate = prescreeningGate(progress);
  const eligibility = evaluateEligibility(state, rules, gate, now, lang);
  return {
    status: 200,
    eligible: eligibility.blocking.length === 0,
    nextEligibleDate: eligibility.nextEligibleDate,
    reasons: eligibility.reasons,
    firstDonation: state.firstDonation,
    appointmentMinutes: eligibility.minutes,
    prescreeningPath: gate === 'incomplete' ? (progress.layout?.redirectTo ?? '/takingsurvey/assessment') : null,
  };
};
