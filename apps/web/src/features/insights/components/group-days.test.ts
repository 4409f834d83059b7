import { describe, expect, it } from 'vitest';
import { groupDays, weekOf } from './group-days';

const day = (d: string, donations: number) => ({
  day: d,
  visits: donations,
  donations,
  firstDonations: 1,
  returningDonations: donations - 1,
  deferrals: 0,
  paidCents: donations * 5000,
});

describe('groupDays', () => {
  it('sums days into ISO weeks starting Monday and into months', () => {
    expect(weekOf('2026-06-14')).toBe('2026-06-08');
    expect(weekOf('2026-06-15')).toBe('2026-06-15');
    const days = [day('2026-05-31', 2), day('2026-06-01', 3), day('2026-06-07', 1), day('2026-06-08', 4)];
    expect(groupDays(days, 'week').map((w) => [w.period, w.donations])).toEqual([
      ['2026-05-25', 2],
      ['2026-06-01', 4],
      ['2026-06-08', 4],
    ]);
    expect(groupDays(days, 'month').map((m) => [m.period, m.donations, m.paidCents])).toEqual([
      ['2026-05', 2, 10_000],
      ['2026-06', 8, 40_000],
    ]);
  });
});
