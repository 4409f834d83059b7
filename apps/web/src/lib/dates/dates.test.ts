import { describe, expect, it } from 'vitest';
import { formatDay, formatDayIn, formatLongDateUtc, formatMonthYear, formatTimeIn } from './dates';

describe('formatMonthYear', () => {
  it('formats month and year in the interface language', () => {
    expect(formatMonthYear('2024-03-15T12:00:00.000Z', 'en', 'UTC')).toBe('March 2024');
    expect(formatMonthYear('2024-03-15T12:00:00.000Z', 'es', 'UTC')).toBe('marzo de 2024');
  });

  it('returns null for a date it cannot read', () => {
    expect(formatMonthYear('not a date', 'en')).toBeNull();
  });
});

describe('formatLongDateUtc', () => {
  it('writes the UTC day in long format, whatever the local zone', () => {
    expect(formatLongDateUtc('2026-10-13T00:00:00.000Z', 'en')).toBe('October 13, 2026');
    expect(formatLongDateUtc('2026-10-13', 'es')).toBe('13 de octubre de 2026');
    expect(formatLongDateUtc('not a date', 'en')).toBeNull();
  });
});

describe('a visit’s day and time at its center', () => {
  it('writes a calendar day as MM / DD / YYYY or in long format, in both languages', () => {
    expect(formatDay('2026-11-02', 'en')).toBe('11 / 02 / 2026');
    expect(formatDay('2026-11-02', 'es')).toBe('11 / 02 / 2026');
    expect(formatDay('2026-11-02', 'en', 'long')).toBe('November 2, 2026');
    expect(formatDay('2026-11-02', 'es', 'long')).toBe('2 de noviembre de 2026');
  });

  it('reads an 11:40 PM check-in in Chicago as November 2, 11:40 PM, though it is November 3 in UTC', () => {
    const checkin = '2026-11-03T05:40:00.000Z';
    expect(formatDayIn(checkin, 'America/Chicago', 'en')).toBe('11 / 02 / 2026');
    expect(formatDayIn(checkin, 'America/Chicago', 'es', 'long')).toBe('2 de noviembre de 2026');
    expect(formatTimeIn(checkin, 'America/Chicago', 'en')).toBe('11:40 PM');
    expect(formatDayIn(checkin, 'Europe/Madrid', 'en')).toBe('11 / 03 / 2026');
  });

  it('follows the center’s daylight-saving change', () => {
    // Chicago: CDT (UTC-5) until 2 AM on November 1, 2026, then CST (UTC-6).
    expect(formatTimeIn('2026-10-31T15:05:00Z', 'America/Chicago', 'en')).toBe('10:05 AM');
    expect(formatTimeIn('2026-11-02T15:05:00Z', 'America/Chicago', 'en')).toBe('9:05 AM');
    expect(formatDayIn('2026-11-01T04:30:00Z', 'America/Chicago', 'en')).toBe('10 / 31 / 2026');
    expect(formatDayIn('2026-11-02T04:30:00Z', 'America/Chicago', 'en')).toBe('11 / 01 / 2026');
    // Phoenix has no daylight saving: the same UTC hour reads the same all year.
    expect(formatTimeIn('2026-01-15T06:30:00Z', 'America/Phoenix', 'en')).toBe('11:30 PM');
    expect(formatTimeIn('2026-07-15T06:30:00Z', 'America/Phoenix', 'en')).toBe('11:30 PM');
  });
});
