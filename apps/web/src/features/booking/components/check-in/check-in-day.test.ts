import { describe, expect, it } from 'vitest';
import { canCheckInOnline } from './check-in-day';

const chicago = { timeZone: 'America/Chicago', status: 'booked' as const };

describe('online check-in day', () => {
  it('opens on the appointment’s calendar day by the center’s clock, not the browser’s or UTC', () => {
    const appointment = { ...chicago, start: '2026-06-15T13:00:00-05:00' };
    expect(canCheckInOnline(appointment, new Date('2026-06-15T05:00:00Z'))).toBe(true); // midnight in Chicago
    expect(canCheckInOnline(appointment, new Date('2026-06-16T04:59:59Z'))).toBe(true); // 23:59:59 in Chicago
    expect(canCheckInOnline(appointment, new Date('2026-06-15T04:59:59Z'))).toBe(false); // the 14th in Chicago, the 15th in UTC
    expect(canCheckInOnline(appointment, new Date('2026-06-16T05:00:00Z'))).toBe(false);
  });

  it('is only for booked appointments', () => {
    const now = new Date('2026-06-15T18:00:00Z');
    for (const status of ['checked_in', 'completed', 'cancelled', 'no_show'] as const) {
      expect(canCheckInOnline({ ...chicago, status, start: '2026-06-15T13:00:00-05:00' }, now)).toBe(false);
    }
  });
});
