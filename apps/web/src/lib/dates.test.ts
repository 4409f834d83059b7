import { describe, expect, it } from 'vitest';
import { formatLongDateUtc, formatMonthYear } from './dates';

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
