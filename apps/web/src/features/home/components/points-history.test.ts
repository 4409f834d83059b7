import { describe, expect, it } from 'vitest';
import { recentMonths } from './points-history';

describe('points history months', () => {
  it('offers this month and the eleven before it, across the year boundary', () => {
    const months = recentMonths(new Date('2026-02-10T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
  });
});
