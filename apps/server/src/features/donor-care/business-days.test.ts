import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days';

/** The care team's zone by default (`CARE_TIME_ZONE`). */
const NEW_YORK = 'America/New_York';

describe('business days (case targets)', () => {
  it('skips Saturdays and Sundays in the care team’s zone', () => {
    // 2026-06-12 is a Friday; 15:00Z is 11 AM in New York.
    expect(addBusinessDays(new Date('2026-06-12T15:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2026-06-15T15:00:00.000Z');
    expect(addBusinessDays(new Date('2026-06-12T15:00:00Z'), 5, NEW_YORK).toISOString()).toBe('2026-06-19T15:00:00.000Z');
    expect(addBusinessDays(new Date('2026-06-15T15:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2026-06-16T15:00:00.000Z');
  });
  it('counts a weekend request from Monday', () => {
    expect(addBusinessDays(new Date('2026-06-13T15:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2026-06-15T15:00:00.000Z');
  });
  it('reads the weekday in New York, not in UTC: Friday 10 PM there is already Saturday in UTC', () => {
    expect(addBusinessDays(new Date('2026-06-13T02:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2026-06-16T02:00:00.000Z');
  });
  it('skips the days the support line is closed: December 25 and January 1', () => {
    // 2026-12-24 is a Thursday: Friday the 25th is closed, then the weekend: one business day later is Monday the 28th.
    expect(addBusinessDays(new Date('2026-12-24T15:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2026-12-28T15:00:00.000Z');
    // 2026-12-31 is a Thursday: Friday January 1 is closed, then the weekend: Monday January 4.
    expect(addBusinessDays(new Date('2026-12-31T15:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2027-01-04T15:00:00.000Z');
    expect(addBusinessDays(new Date('2026-12-23T15:00:00Z'), 2, NEW_YORK).toISOString()).toBe('2026-12-28T15:00:00.000Z');
  });
  it('counts a holiday eve on a weekend as the weekend it is', () => {
    // 2028-12-22 is a Friday; the 24th is a Sunday, the 25th a closed Monday: one business day later is Tuesday the 26th.
    expect(addBusinessDays(new Date('2028-12-22T15:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2028-12-26T15:00:00.000Z');
  });
});
