import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWithOffset, zonedInstant, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it('reads opening hours in the center’s zone, summer and winter', () => {
    expect(zonedInstant('2026-06-16', '08:00', 'America/Chicago').toISOString()).toBe('2026-06-16T13:00:00.000Z');
    expect(zonedInstant('2026-12-16', '08:00', 'America/Chicago').toISOString()).toBe('2026-12-16T14:00:00.000Z');
    expect(zonedInstant('2026-06-16', '08:00', 'America/Phoenix').toISOString()).toBe('2026-06-16T15:00:00.000Z');
  });

  it('writes instants with the offset of that moment', () => {
    expect(isoWithOffset(new Date('2026-06-16T13:00:00Z'), 'America/Chicago')).toBe('2026-06-16T08:00:00-05:00');
    expect(isoWithOffset(new Date('2026-12-16T14:00:00Z'), 'America/Chicago')).toBe('2026-12-16T08:00:00-06:00');
    expect(isoWithOffset(new Date('2026-06-16T13:00:00Z'), 'Asia/Kolkata')).toBe('2026-06-16T18:30:00+05:30');
    expect(zoneOffsetMinutes(new Date('2026-06-16T13:00:00Z'), 'UTC')).toBe(0);
  });

  it('crosses the daylight-saving changes (Chicago: 2026-03-08 spring, 2026-11-01 autumn)', () => {
    // 02:30 does not exist on March 8: it lands after the gap, at 03:30 CDT.
    expect(isoWithOffset(zonedInstant('2026-03-08', '02:30', 'America/Chicago'), 'America/Chicago')).toBe('2026-03-08T03:30:00-05:00');
    expect(isoWithOffset(zonedInstant('2026-03-08', '08:00', 'America/Chicago'), 'America/Chicago')).toBe('2026-03-08T08:00:00-05:00');
    // 01:30 happens twice on November 1: the first (CDT) is taken.
    expect(isoWithOffset(zonedInstant('2026-11-01', '01:30', 'America/Chicago'), 'America/Chicago')).toBe('2026-11-01T01:30:00-05:00');
    expect(isoWithOffset(zonedInstant('2026-11-01', '08:00', 'America/Chicago'), 'America/Chicago')).toBe('2026-11-01T08:00:00-06:00');
  });
});

/** The wall clock and offset as the runtime's time-zone data gives them for that very instant, with no memory. */
function reference(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

describe('offsets remembered per quarter hour', () => {
  const zones = [
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Puerto_Rico',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Europe/London',
  ];

  it('write every instant as the time-zone data does, across the changes of 2000–2040', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (timeZone, ms) => {
        const at = new Date(ms);
        expect(isoWithOffset(at, timeZone)).toBe(reference(at, timeZone));
      }),
      { numRuns: 3000 },
    );
  });

  it('hold to the second on both sides of a change (Chicago, 2026-11-01 07:00 UTC)', () => {
    const change = Date.UTC(2026, 10, 1, 7);
    for (const ms of [change - 1000, change, change + 1000, change - 1]) {
      expect(isoWithOffset(new Date(ms), 'America/Chicago')).toBe(reference(new Date(ms), 'America/Chicago'));
    }
  });
});
