import type { DonationFigures } from '@portal/contract/entities/insights';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { entry } from './entry';
import { appliedRange, centerRanges } from './center-ranges';
import { readDeferralReasons } from './deferral-reasons';
import { readCenterDays } from './figures';
import type { CenterDayRow } from './rollup-sql';

const none = (): DonationFigures => ({ visits: 0, donations: 0, firstDonations: 0, returningDonations: 0, deferrals: 0, paidCents: 0 });

function add(into: DonationFigures, row: CenterDayRow): DonationFigures {
  into.visits += Number(row.visits);
  into.donations += Number(row.donations);
  into.firstDonations += Number(row.first_donations);
  into.returningDonations += Number(row.donations) - Number(row.first_donations);
  into.deferrals += Number(row.deferrals);
  into.paidCents += Number(row.paid_cents);
  return into;
}

/** Donations at the caller's centers in the range: per day, per center and in total, deferrals by reason (aggregates only). */
export const getDonationsHandler: Handler<'insights/getDonations'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  const found = await readCenterDays(ctx.db, centers);
  const total = none();
  const byDay = new Map<string, DonationFigures>();
  const byCenter = new Map(centers.map((c) => [c.locationId, none()]));
  for (const row of found) {
    add(total, row);
    add(entry(byDay, row.day, none), row);
    const center = byCenter.get(Number(row.location_id));
    if (center) add(center, row);
  }
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total,
    days: [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, figures]) => ({ day, ...figures })),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...(byCenter.get(c.locationId) ?? none()) })),
    reasons: await readDeferralReasons(ctx.db, centers, total.visits),
  };
});
