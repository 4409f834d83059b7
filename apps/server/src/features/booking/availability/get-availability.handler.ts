import { addDays, isoWithOffset, pickLanguage } from '@portal/contract';
import { and, eq, gte, lt } from 'drizzle-orm';
import { slotBookings } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { loadProgress } from '../../../domain/prescreening/progress';
import { arrivalWindows, bookableDays, isOpenForBooking } from './arrival-windows';
import { loadBookingRules } from '../rules/booking-rules-store';
import { loadCenterOpenToBooking } from '../../../domain/center-schedules';
import { loadDonorBookingState, prescreeningGate } from '../donor-booking-state';
import { dayReason, evaluateEligibility } from './eligibility';

/**
 * The center's arrival windows for `days` days from `from`, cut to what donors may book now (the horizon, the
 * minimum notice); none at a center closed to booking (409). Every window the donor may not take carries the rule's reason instead of being left out.
 */
export const getAvailabilityHandler: Handler<'appointment/getAvailability'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const now = ctx.clock.now();
  const center = await loadCenterOpenToBooking(ctx.db, params.locationID);
  const [rules, state, progress] = await Promise.all([
    loadBookingRules(ctx.db),
    loadDonorBookingState(ctx.db, ctx.session.donorId, now, params.rescheduling),
    loadProgress(ctx.db, ctx.session.donorId, lang),
  ]);
  const eligibility = evaluateEligibility(state, rules, prescreeningGate(progress), now, lang);
  const { first, last } = bookableDays(center.schedule, center.timeZone, now);
  const from = params.from < first ? first : params.from;
  const days: string[] = [];
  for (let day = from; day <= last && days.length < params.days; day = addDays(day, 1)) days.push(day);

  const windowsByDay = days.map((day) => ({
    day,
    windows: arrivalWindows(center.schedule, center.timeZone, day, eligibility.minutes).filter((w) =>
      isOpenForBooking(center.schedule, center.timeZone, w, now),
    ),
  }));
  const allWindows = windowsByDay.flatMap((d) => d.windows);
  const [firstWindow, lastWindow] = [allWindows[0], allWindows.at(-1)];
  const booked = new Map<number, number>();
  if (firstWindow && lastWindow) {
    const rows = await ctx.db
      .select({ startsAt: slotBookings.startsAt, booked: slotBookings.booked })
      .from(slotBookings)
      .where(
        and(
          eq(slotBookings.locationId, center.id),
          gte(slotBookings.startsAt, firstWindow.start),
          lt(slotBookings.startsAt, lastWindow.end),
        ),
      );
    for (const row of rows) booked.set(row.startsAt.getTime(), row.booked);
  }

  return {
    status: 200,
    timeZone: center.timeZone,
    offPeakBonusPoints: rules.offPeakBonusPoints,
    days: windowsByDay.map(({ day, windows }) => {
      const closure = center.schedule.closures.find((c) => c.day === day);
      const reason = eligibility.blocking[0] ?? dayReason(state, rules, day, lang);
      return {
        date: day,
        closure: closure ? pickLanguage(closure.reason, lang) : null,
        slots: windows.map((w) => ({
          start: isoWithOffset(w.start, center.timeZone),
          end: isoWithOffset(w.end, center.timeZone),
          remaining: Math.max(0, center.schedule.chairs - (booked.get(w.start.getTime()) ?? 0)),
          offPeak: w.offPeak,
          reason,
        })),
      };
    }),
  };
};
