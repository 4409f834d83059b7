import type { FunnelFigures } from '@portal/contract/entities/insights';
import { daysBetween } from '@portal/contract/rules/zoned-time';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { entry } from './entry';
import { appliedRange, centerRanges } from './center-ranges';
import { readFirstDonations } from './figures';

/** The last day of the window: the same day `months` months after the first donation (or the month's last day). */
export function windowEnd(firstDay: string, months: number): string {
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/** Counts of new donors and, for those who came back in the window, the days it took. */
class Tally {
  newDonors = 0;
  readonly gaps = new Map<number, number>();

  add(donors: number, gap: number | null): void {
    this.newDonors += donors;
    if (gap !== null) this.gaps.set(gap, (this.gaps.get(gap) ?? 0) + donors);
  }

  figures(): FunnelFigures {
    const returned = [...this.gaps.values()].reduce((n, d) => n + d, 0);
    return {
      newDonors: this.newDonors,
      returned,
      conversionPercent: this.newDonors === 0 ? null : Math.round((returned / this.newDonors) * 1000) / 10,
      medianDaysToSecond: median(this.gaps, returned),
    };
  }
}

/** The median of counted values (the lower middle one for an even count, so it is a day someone took). */
function median(counts: Map<number, number>, total: number): number | null {
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const [value, count] of [...counts.entries()].sort(([a], [b]) => a - b)) {
    seen += count;
    if (seen >= middle) return value;
  }
  return null;
}

/** The qualification funnel at the caller's centers: new donors in the range and their second donation in the window. */
export const getFunnelHandler: Handler<'insights/getFunnel'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  const found = await readFirstDonations(ctx.db, centers);
  const total = new Tally();
  const byCenter = new Map(centers.map((c) => [c.locationId, new Tally()]));
  const byMonth = new Map<string, Tally>();
  for (const row of found) {
    const inWindow = row.second_day !== null && row.second_day <= windowEnd(row.first_day, params.windowMonths);
    const gap = inWindow && row.second_day !== null ? daysBetween(row.first_day, row.second_day) : null;
    const donors = Number(row.donors);
    total.add(donors, gap);
    byCenter.get(Number(row.location_id))?.add(donors, gap);
    entry(byMonth, row.first_day.slice(0, 7), () => new Tally()).add(donors, gap);
  }
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    windowMonths: params.windowMonths,
    total: total.figures(),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...(byCenter.get(c.locationId) ?? new Tally()).figures() })),
    months: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, tally]) => ({ month, ...tally.figures() })),
  };
});
