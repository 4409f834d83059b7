import { describe, expect, it } from 'vitest';
import { supportDayKind, supportStatus } from './support-hours';

/** Instants written in UTC; New York is UTC-5 in winter (EST) and UTC-4 in summer (EDT). */
describe('support hours (spec 2.5)', () => {
  it('opens weekdays 5:30 AM to 11:00 PM Eastern', () => {
    expect(supportStatus(new Date('2026-11-23T10:29:00Z')).open).toBe(false); // Mon 5:29 AM EST
    expect(supportStatus(new Date('2026-11-23T10:30:00Z')).open).toBe(true); // Mon 5:30 AM
    expect(supportStatus(new Date('2026-11-24T03:59:00Z')).open).toBe(true); // Mon 10:59 PM
    expect(supportStatus(new Date('2026-11-24T04:00:00Z')).open).toBe(false); // Mon 11:00 PM
  });

  it('opens weekends 6:00 AM to 10:00 PM Eastern', () => {
    expect(supportStatus(new Date('2026-11-22T10:45:00Z'))).toMatchObject({ open: false, kind: 'weekend' }); // Sun 5:45 AM
    expect(supportStatus(new Date('2026-11-22T11:00:00Z')).open).toBe(true); // Sun 6:00 AM
    expect(supportStatus(new Date('2026-11-23T02:59:00Z')).open).toBe(true); // Sun 9:59 PM
    expect(supportStatus(new Date('2026-11-23T03:00:00Z')).open).toBe(false); // Sun 10:00 PM
  });

  it('follows summer time', () => {
    expect(supportStatus(new Date('2026-07-06T09:30:00Z')).open).toBe(true); // Mon 5:30 AM EDT
    expect(supportStatus(new Date('2026-07-06T09:29:00Z')).open).toBe(false);
  });

  it('closes all day on Dec 25 and Jan 1, even at noon on a weekday', () => {
    expect(supportStatus(new Date('2026-12-25T17:00:00Z'))).toEqual({ open: false, kind: 'closed', today: null }); // Fri
    expect(supportStatus(new Date('2027-01-01T17:00:00Z')).open).toBe(false); // Fri
    expect(supportStatus(new Date('2026-12-26T17:00:00Z')).open).toBe(true); // Sat after Christmas
  });

  it('opens Dec 24 and Dec 31 from 6:00 AM to 3:00 PM Eastern', () => {
    expect(supportStatus(new Date('2026-12-24T10:45:00Z')).open).toBe(false); // Thu 5:45 AM: weekday rule would say open
    expect(supportStatus(new Date('2026-12-24T11:00:00Z')).open).toBe(true);
    expect(supportStatus(new Date('2026-12-31T19:59:00Z')).open).toBe(true); // Thu 2:59 PM
    expect(supportStatus(new Date('2026-12-31T20:00:00Z'))).toMatchObject({ open: false, kind: 'holidayEve' }); // 3:00 PM
  });

  it('uses the Eastern calendar day, not the UTC one', () => {
    // 11:30 PM on Dec 24 in New York is already Dec 25 in UTC.
    expect(supportStatus(new Date('2026-12-25T04:30:00Z')).kind).toBe('holidayEve');
    expect(supportDayKind(1, 1, 6)).toBe('closed');
  });
});
