import { addDays } from '@portal/contract/rules/zoned-time';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CenterRange } from './center-ranges';
import { centerDaysQuery, firstDonationsQuery, type CenterDayRow, type CenterSpan, type FirstDonationRow } from './rollup-sql';

interface Split {
  /** Days read from the rollup (up to the center's last rolled-up day). */
  rolled: CenterSpan[];
  /** Days after it (today, and any day the job has not reached yet): computed from the visits. */
  live: CenterSpan[];
}

/** Each center's range cut at its last rolled-up day. */
function split(centers: readonly CenterRange[]): Split {
  const out: Split = { rolled: [], live: [] };
  for (const c of centers) {
    const base = { locationId: c.locationId, timezone: c.timezone };
    const rolledTo = c.throughDay !== null && c.throughDay < c.to ? c.throughDay : c.to;
    if (c.throughDay !== null && c.from <= c.throughDay) out.rolled.push({ ...base, from: c.from, to: rolledTo });
    const liveFrom = c.throughDay !== null && c.throughDay >= c.from ? addDays(c.throughDay, 1) : c.from;
    if (liveFrom <= c.to) out.live.push({ ...base, from: liveFrom, to: c.to });
  }
  return out;
}

function rolledWhere(spans: readonly CenterSpan[], dayColumn: 'day' | 'first_day') {
  return sql.join(
    spans.map((s) => sql`(location_id = ${s.locationId} and ${sql.raw(dayColumn)} between ${s.from}::date and ${s.to}::date)`),
    sql` or `,
  );
}

/**
 * One statement over the centers' ranges: a rollup table's rows up to each center's last rolled-up day (`rolled` given
 * the condition on its `dayColumn`), and the live query's rows for the days after it, as one `union all`; null when
 * there is no day to read.
 */
export function rolledOrLive(
  centers: readonly CenterRange[],
  rolled: (where: SQL) => SQL,
  live: (spans: readonly CenterSpan[]) => SQL,
  dayColumn: 'day' | 'first_day' = 'day',
): SQL | null {
  const spans = split(centers);
  const parts = [
    ...(spans.rolled.length > 0 ? [rolled(rolledWhere(spans.rolled, dayColumn))] : []),
    ...(spans.live.length > 0 ? [live(spans.live)] : []),
  ];
  return parts.length === 0
    ? null
    : sql.join(
        parts.map((part) => sql`(${part})`),
        sql` union all `,
      );
}

/** The centers' figures per local day in their ranges: past days from the rollup, the rest live. */
export async function readCenterDays(db: Db, centers: readonly CenterRange[]): Promise<CenterDayRow[]> {
  const days = rolledOrLive(
    centers,
    (where) => sql`select location_id, day::text as day, visits, donations, first_donations, deferrals, paid_cents
        from insight_center_days where ${where}`,
    centerDaysQuery,
  );
  return days ? rows<CenterDayRow>(db, days) : [];
}

/** The funnel's rows for first donations in the centers' ranges: past days from the rollup, the rest live. */
export async function readFirstDonations(db: Db, centers: readonly CenterRange[]): Promise<FirstDonationRow[]> {
  const found = rolledOrLive(
    centers,
    (where) => sql`select location_id, first_day::text as first_day, second_day::text as second_day, donors
        from insight_first_donations where ${where}`,
    firstDonationsQuery,
    'first_day',
  );
  return found ? rows<FirstDonationRow>(db, found) : [];
}
