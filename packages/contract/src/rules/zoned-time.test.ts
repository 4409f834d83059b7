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
