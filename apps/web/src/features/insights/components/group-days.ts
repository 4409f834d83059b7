import type { DonationFigures } from '@portal/contract/entities/insights';

export type Granularity = 'day' | 'week' | 'month';

/** The Monday of a day's week (ISO weeks), as a day. */
export function weekOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const back = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Daily figures summed by week (starting Monday) or month; days as they are. */
export function groupDays(days: readonly (DonationFigures & { day: string })[], by: Granularity): (DonationFigures & { period: string })[] {
  const out = new Map<string, DonationFigures & { period: string }>();
  for (const d of days) {
    const period = by === 'day' ? d.day : by === 'week' ? weekOf(d.day) : d.day.slice(0, 7);
    const into = out.get(period) ?? {
      period,
      visits: 0,
      donations: 0,
      firstDonations: 0,
      returningDonations: 0,
      deferrals: 0,
      paidCents: 0,
    };
    into.visits += d.visits;
    into.donations += d.donations;
    into.firstDonations += d.firstDonations;
    into.returningDonations += d.returningDonations;
    into.deferrals += d.deferrals;
    into.paidCents += d.paidCents;
    out.set(period, into);
  }
  return [...out.values()];
}
