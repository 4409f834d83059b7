import { describe, expect, it } from 'vitest';
import { dayInZone, isFutureEventDay, isKnownTimeZone } from './calendar-day';

describe('dayInZone', () => {
  it('reads a late-evening visit as that evening’s day at the center, whatever the zone of the machine', () => {
    // 11:40 PM on November 2 in Chicago is already November 3 in UTC and in Madrid.
    const at = new Date('2026-11-03T05:40:00Z');
    expect(dayInZone(at, 'America/Chicago')).toBe('2026-11-02');
    expect(dayInZone(at, 'UTC')).toBe('2026-11-03');
    expect(dayInZone(at, 'Europe/Madrid')).toBe('2026-11-03');
    expect(dayInZone(at, 'America/Los_Angeles')).toBe('2026-11-02');
  });

  it('follows the daylight-saving change (Chicago leaves CDT on 2026-11-01)', () => {
    // 04:30 UTC is 11:30 PM CDT (UTC-5) on October 31, and 10:30 PM CST (UTC-6) on November 1.
    expect(dayInZone(new Date('2026-11-01T04:30:00Z'), 'America/Chicago')).toBe('2026-10-31');
    expect(dayInZone(new Date('2026-11-02T04:30:00Z'), 'America/Chicago')).toBe('2026-11-01');
    // 05:30 UTC: 12:30 AM CDT on November 1, and 11:30 PM CST on November 1 after the change.
    expect(dayInZone(new Date('2026-11-01T05:30:00Z'), 'America/Chicago')).toBe('2026-11-01');
    expect(dayInZone(new Date('2026-11-02T05:30:00Z'), 'America/Chicago')).toBe('2026-11-01');
    // Phoenix keeps standard time all year.
    expect(dayInZone(new Date('2026-07-01T06:59:00Z'), 'America/Phoenix')).toBe('2026-06-30');
  });
});

describe('isFutureEventDay', () => {
  const now = new Date('2026-11-03T05:40:00Z');

  it('accepts today and earlier at the center, refuses a later day', () => {
    expect(isFutureEventDay('2026-11-02', now, 'America/Chicago')).toBe(false);
    expect(isFutureEventDay('2026-10-15', now, 'America/Chicago')).toBe(false);
    expect(isFutureEventDay('2026-11-03', now, 'America/Chicago')).toBe(true);
    // The same instant is already November 3 in Madrid.
    expect(isFutureEventDay('2026-11-03', now, 'Europe/Madrid')).toBe(false);
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isKnownTimeZone('America/Puerto_Rico')).toBe(true);
    expect(isKnownTimeZone('Central Time')).toBe(false);
  });
});
