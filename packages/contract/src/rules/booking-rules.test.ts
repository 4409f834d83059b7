import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRefusal, defaultBookingRules, firstAllowedDay, type BookingRules } from './booking-rules';
import { addDays, daysBetween } from './zoned-time';

const rules = defaultBookingRules;

describe('dayRefusal', () => {
  it('refuses the same day and the next day (no consecutive days), and names the first day allowed', () => {
    // Tuesday 2026-06-16: Wednesday is too close, Thursday is allowed.
    expect(dayRefusal(['2026-06-16'], '2026-06-16', rules)).toEqual({ code: 'minimumGap', nearDay: '2026-06-16', nextDay: '2026-06-18' });
    expect(dayRefusal(['2026-06-16'], '2026-06-17', rules)).toEqual({ code: 'minimumGap', nearDay: '2026-06-16', nextDay: '2026-06-18' });
    expect(dayRefusal(['2026-06-16'], '2026-06-18', rules)).toBeNull();
  });

  it('counts a booked donation after the day too', () => {
    expect(dayRefusal(['2026-06-20'], '2026-06-19', rules)).toMatchObject({ code: 'minimumGap', nearDay: '2026-06-20' });
  });

  it('refuses a third donation in any rolling 7 days', () => {
    const days = ['2026-06-15', '2026-06-17'];
    expect(dayRefusal(days, '2026-06-19', rules)).toEqual({
      code: 'weeklyLimit',
      windowStart: '2026-06-15',
      windowEnd: '2026-06-21',
      nextDay: '2026-06-22',
    });
    expect(dayRefusal(days, '2026-06-22', rules)).toBeNull();
  });

  it('follows edited rules', () => {
    const loose: BookingRules = { ...rules, maxDonationsPer7Days: 3, minDaysBetweenDonations: 1 };
    expect(dayRefusal(['2026-06-15', '2026-06-17'], '2026-06-18', loose)).toBeNull();
  });
});

describe('property: no sequence of bookings breaks the rules', () => {
  const attempts = fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 });
  const start = '2026-03-01';

  it('the accepted days never hold two within a day of each other, nor three in 7 days', () => {
    fc.assert(
      fc.property(attempts, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }), (offsets, max, gap) => {
        const dayRules = { maxDonationsPer7Days: max, minDaysBetweenDonations: gap };
        const accepted: string[] = [];
        for (const offset of offsets) {
          const day = addDays(start, offset);
          if (dayRefusal(accepted, day, dayRules) === null) accepted.push(day);
        }
        for (const a of accepted) {
          for (const b of accepted) if (a !== b) expect(Math.abs(daysBetween(a, b))).toBeGreaterThanOrEqual(gap);
          const inWeek = accepted.filter((b) => daysBetween(a, b) >= 0 && daysBetween(a, b) < 7);
          expect(inWeek.length).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('the first allowed day is allowed, and every day before it is refused', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 8 }), fc.integer({ min: 0, max: 30 }), (offsets, from) => {
        const days = offsets.map((o) => addDays(start, o));
        const first = firstAllowedDay(days, addDays(start, from), rules);
        expect(dayRefusal(days, first, rules)).toBeNull();
        for (let day = addDays(start, from); day < first; day = addDays(day, 1)) {
          const refusal = dayRefusal(days, day, rules);
          expect(refusal).not.toBeNull();
          expect(refusal?.nextDay).toBe(first);
        }
      }),
    );
  });
});
