import { describe, expect, it } from 'vitest';
import { eventDateProblem, eventDay } from './event-date';

// 11:40 PM on November 2 in Chicago; already November 3 in UTC.
const now = new Date('2026-11-03T05:40:00Z');

describe('the donor-care event date', () => {
  it('is typed MM-DD-YYYY and sent as YYYY-MM-DD', () => {
    expect(eventDay('11-02-2026')).toBe('2026-11-02');
    expect(eventDay(' 11/02/2026 ')).toBe('2026-11-02');
    expect(eventDay('2026-11-02')).toBe('2026-11-02');
  });

  it('is required and must be a date', () => {
    expect(eventDateProblem('', now, 'America/Chicago')).toBe('donorCareDateRequired');
    expect(eventDateProblem('  ', now, null, 'requiredStar')).toBe('requiredStar');
    expect(eventDateProblem('13-45-2026', now, 'America/Chicago')).toBe('dateInvalid');
  });

  it('accepts today and earlier at the chosen center, and refuses a later day with its own message', () => {
    expect(eventDateProblem('11-02-2026', now, 'America/Chicago')).toBeNull();
    expect(eventDateProblem('10-30-2026', now, 'America/Chicago')).toBeNull();
    expect(eventDateProblem('11-03-2026', now, 'America/Chicago')).toBe('donorCareDateFuture');
    expect(eventDateProblem('11-03-2026', now, 'Europe/Madrid')).toBeNull();
    expect(eventDateProblem('12-25-2030', now, null)).toBe('donorCareDateFuture');
  });
});
