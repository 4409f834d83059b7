import { addDays, daysBetween } from './zoned-time';

/**
 * The donation-frequency rules booking enforces (issue 15; US 21 CFR 640.65 as operators apply it). Admins edit
 * them in the console; these are the defaults. Days are calendar days (YYYY-MM-DD) at the center of each donation.
 */
export interface BookingRules {
  /** At most this many donations in any rolling 7 days. */
  maxDonationsPer7Days: number;
  /** Days from one donation to the next: 2 leaves at least one full day between (no consecutive days). */
  minDaysBetweenDonations: number;
  /** Future appointments a donor may hold at once (1 by default, at most 2). */
  maxFutureAppointments: number;
  /** A first donation (pre-donor, or no visit yet) takes longer. */
  firstDonationMinutes: number;
  returnDonationMinutes: number;
  /** Points an off-peak window earns once its donation is completed (promised at booking). */
  offPeakBonusPoints: number;
  /** Points for checking in within the arrival window, once the donation is completed. */
  onTimeBonusPoints: number;
  /** A booked appointment nobody checked in is marked a no-show this long after its arrival window ends. */
  noShowAfterMinutes: number;
}

export const defaultBookingRules: BookingRules = {
  maxDonationsPer7Days: 2,
  minDaysBetweenDonations: 2,
  maxFutureAppointments: 1,
  firstDonationMinutes: 120,
  returnDonationMinutes: 75,
  offPeakBonusPoints: 50,
  onTimeBonusPoints: 25,
  noShowAfterMinutes: 60,
};

/** Why a day cannot take one more donation, and the first day after it that can. */
export type DayRefusal =
  | { code: 'minimumGap'; /** The donation too close to the day. */ nearDay: string; nextDay: string }
  | {
      code: 'weeklyLimit';
      /** The 7 days that would hold one donation too many. */ windowStart: string;
      windowEnd: string;
      nextDay: string;
    };

type DayRules = Pick<BookingRules, 'maxDonationsPer7Days' | 'minDaysBetweenDonations'>;

function refusalWithoutNext(days: readonly string[], day: string, rules: DayRules) {
  const near = days.find((other) => Math.abs(daysBetween(other, day)) < rules.minDaysBetweenDonations);
  if (near !== undefined) return { code: 'minimumGap' as const, nearDay: near };
  for (let offset = -6; offset <= 0; offset += 1) {
    const windowStart = addDays(day, offset);
    const windowEnd = addDays(windowStart, 6);
    const inWindow = days.filter((other) => other >= windowStart && other <= windowEnd).sort();
    if (inWindow.length + 1 > rules.maxDonationsPer7Days) {
      // Named from the first donation it holds: "2 donations from June 15 to June 21".
      const first = [day, ...inWindow].sort()[0] ?? day;
      return { code: 'weeklyLimit' as const, windowStart: first, windowEnd: addDays(first, 6) };
    }
  }
  return null;
}

/**
 * The first day on or after `from` that may take one more donation, given the donor's donation days (completed
 * visits and booked appointments). Always exists: past the last known day every rule is met.
 */
export function firstAllowedDay(days: readonly string[], from: string, rules: DayRules): string {
  let day = from;
  while (refusalWithoutNext(days, day, rules) !== null) day = addDays(day, 1);
  return day;
}

/** Null when one more donation on `day` keeps every rule; otherwise the rule it breaks. */
export function dayRefusal(days: readonly string[], day: string, rules: DayRules): DayRefusal | null {
  const refusal = refusalWithoutNext(days, day, rules);
  if (refusal === null) return null;
  return { ...refusal, nextDay: firstAllowedDay(days, addDays(day, 1), rules) };
}
