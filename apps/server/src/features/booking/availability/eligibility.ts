import { addDays, dayInZone, dayRefusal, firstAllowedDay, pickLanguage, type BookingRules, type Language } from '@portal/contract';
import type { BookingReason } from '@portal/contract/services/booking/appointments/appointment-view';
import { formatBookingMessage } from '@portal/contract/services/booking/booking-messages';
import { timeAtCenter } from '@portal/contract/center-time';
import { languageLocales as locales } from '@portal/contract/languages';
import type { DonorBookingState, PrescreeningGate } from '../donor-booking-state';

/** "Tuesday, June 16" / "martes, 16 de junio" */
export function formatDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export interface Eligibility {
  /** Rules that stop any booking now. */
  blocking: BookingReason[];
  /** Every rule that applies today: the blocking ones, then today's day rule. */
  reasons: BookingReason[];
  nextEligibleDate: string | null;
  minutes: number;
}

/** Why one more donation cannot fall on `day` (the frequency rules), or null. */
export function dayReason(state: DonorBookingState, rules: BookingRules, day: string, lang: Language): BookingReason | null {
  const days = [...new Set(state.donationDays.map((d) => d.day))];
  const refusal = dayRefusal(days, day, rules);
  if (refusal === null) return null;
  const nextDay = formatDay(refusal.nextDay, lang);
  if (refusal.code === 'minimumGap') {
    const kind = state.donationDays.find((d) => d.day === refusal.nearDay && d.kind === 'visit') ? 'recentDonation' : 'nearAppointment';
    return { code: 'minimumGap', message: formatBookingMessage(lang, kind, { day: formatDay(refusal.nearDay, lang), nextDay }) };
  }
  const count = days.filter((d) => d >= refusal.windowStart && d <= refusal.windowEnd).length;
  return {
    code: 'weeklyLimit',
    message: formatBookingMessage(lang, 'weeklyLimit', {
      max: rules.maxDonationsPer7Days,
      count,
      from: formatDay(refusal.windowStart, lang),
      to: formatDay(refusal.windowEnd, lang),
      nextDay,
    }),
  };
}

/** Every booking rule for the donor now, in her language. */
export function evaluateEligibility(
  state: DonorBookingState,
  rules: BookingRules,
  gate: PrescreeningGate,
  now: Date,
  lang: Language,
): Eligibility {
  const today = dayInZone(now, state.timeZone);
  const days = [...new Set(state.donationDays.map((d) => d.day))];
  const blocking: BookingReason[] = [];
  let nextEligibleDate: string | null = firstAllowedDay(days, today, rules);

  if (state.deferral?.until === null) {
    blocking.push({
      code: 'permanentDeferral',
      message: formatBookingMessage(lang, 'permanentDeferral', { reason: pickLanguage(state.deferral.reason, lang) }),
    });
    nextEligibleDate = null;
  } else if (state.deferral) {
    nextEligibleDate = firstAllowedDay(days, state.deferral.until, rules);
    blocking.push({
      code: 'deferral',
      message: formatBookingMessage(lang, 'deferral', {
        reason: pickLanguage(state.deferral.reason, lang),
        lastDay: formatDay(addDays(state.deferral.until, -1), lang),
        firstDay: formatDay(nextEligibleDate, lang),
      }),
    });
  }
  if (gate === 'incomplete')
    blocking.push({ code: 'prescreeningIncomplete', message: formatBookingMessage(lang, 'prescreeningIncomplete', {}) });
  if (gate === 'notEligible') {
    blocking.push({ code: 'prescreeningNotEligible', message: formatBookingMessage(lang, 'prescreeningNotEligible', {}) });
    nextEligibleDate = null;
  }
  const [next] = state.upcoming;
  if (next && state.upcoming.length >= rules.maxFutureAppointments) {
    blocking.push({
      code: 'appointmentLimit',
      message:
        state.upcoming.length === 1
          ? formatBookingMessage(lang, 'appointmentLimit', {
              day: formatDay(dayInZone(next.startsAt, next.timeZone), lang),
              time: timeAtCenter(next.startsAt, next.timeZone, lang),
            })
          : formatBookingMessage(lang, 'appointmentLimitMany', { count: state.upcoming.length }),
    });
  }
  const todayReason = blocking.some((r) => r.code === 'deferral' || r.code === 'permanentDeferral')
    ? null
    : dayReason(state, rules, today, lang);
  return {
    blocking,
    reasons: todayReason ? [...blocking, todayReason] : blocking,
    nextEligibleDate,
    minutes: state.firstDonation ? rules.firstDonationMinutes : rules.returnDonationMinutes,
  };
}

/** The first rule that refuses a booking on `day`, or null: what `book` and `reschedule` enforce. */
export function bookingRefusal(eligibility: Eligibility, state: DonorBookingState, rules: BookingRules, day: string, lang: Language) {
  return eligibility.blocking[0] ?? dayReason(state, rules, day, lang);
}
