import { describe, expect, it } from 'vitest';
import { formatMonthYear } from './dates';

describe('formatMonthYear', () => {
  it('formats month and year in the interface language', () => {
    expect(formatMonthYear('2024-03-15T12:00:00.000Z', 'en', 'UTC')).toBe('March 2024');
    expect(formatMonthYear('2024-03-15T12:00:00.000Z', 'es', 'UTC')).toBe('marzo de 2024');
  });

  it('returns null for a date it cannot read', () => {
    expect(formatMonthYear('not a date', 'en')).toBeNull();
  });
});
