import type { RetentionFigures } from '@portal/contract/entities/insights';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges, type CenterRange } from './center-ranges';
import { centerRangesValues, oneDecimal } from './range-sql';
import { activeStatement, rollupCovers } from './retention-sql';
import { sumByTier } from './tiers';

interface ActiveRow {
  /** Null: the donor's figures over all the caller's centers (read with their tier); else at that center. */
  location_id: number | null;
  year_donations: number | string;
  active30: number | string;
  active60: number | string;
  active90: number | string;
  lapsed: number | string;
  donations30: number | string;
}

interface MonthRow {
  month: string;
  donations: number | string;
  donors: number | string;
}

/** Counts, summed over rows; `perDonorMonthly` is worked out once they are. */
type Counts = Omit<RetentionFigures, 'perDonorMonthly'>;
const noCounts = (): Counts => ({ active30: 0, active60: 0, active90: 0, lapsed: 0, donations30: 0 });

function add(into: Counts, row: ActiveRow): void {
  into.active30 += Number(row.active30);
  into.active60 += Number(row.active60);
  into.active90 += Number(row.active90);
  into.lapsed += Number(row.lapsed);
  into.donations30 += Number(row.donations30);
}

const figures = (counts: Counts): RetentionFigures => ({
  ...counts,
  perDonorMonthly: counts.active30 === 0 ? null : oneDecimal(counts.donations30 / counts.active30),
});

/** The donors' activity rows, from the rollup when it covers every range (decision 071), else from the visits. */
async function readActive(db: Db, centers: readonly CenterRange[]): Promise<ActiveRow[]> {
  const covers = rollupCovers(centers);
  if (!covers) return [];
  const [check] = await rows<{ covers: boolean }>(db, covers);
  const statement = activeStatement(centers, check?.covers === true);
  return statement ? rows<ActiveRow>(db, statement) : [];
}

/**
 * Donations and the donors who gave, per calendar month of each center's range (a donor at two centers counted once):
 * each center's range cut at its local months' first instants, so a donation's month is its segment's, not worked out
 * row by row, and the donors counted by hashing (month, donor) pairs (decision 071).
 */
async function readMonths(db: Db, centers: readonly CenterRange[]): Promise<MonthRow[]> {
  const ranges = centerRangesValues(centers);
  if (!ranges) return [];
  return rows<MonthRow>(
    db,
    sql`with ranges(location_id, first_day, last_day, zone) as (values ${ranges}),
        segments as (
          select r.location_id, g.m::date as month,
                 (greatest(r.first_day, g.m::date)::timestamp at time zone r.zone) as from_at,
                 (least(r.last_day + 1, (g.m + interval '1 month')::date)::timestamp at time zone r.zone) as to_at
            from ranges r cross join lateral generate_series(date_trunc('month', r.first_day), r.last_day, interval '1 month') as g(m)
        ),
        given as (
          select s.month, v.donor_id, count(*) as donations
            from segments s
            join visits v on v.location_id = s.location_id and v.donated and v.checkin_at >= s.from_at and v.checkin_at < s.to_at
           group by 1, 2
        )
        select to_char(month, 'YYYY-MM') as month, sum(donations) as donations, count(*) as donors
          from given
         group by given.month
         order by given.month`,
  );
}

/**
 * The retention reads' hash aggregates (a year's donor and month pairs, about 180,000 at a million visits) spill to disk
 * in PostgreSQL's default 4 MB: this transaction's statements get 32 MB (decision 071).
 */
const RETENTION_WORK_MEM = '32MB';

/** Retention at the caller's centers (issue 35): active and lapsed donors, donations per active donor, by center and tier. */
export const getRetentionHandler: Handler<'insights/getRetention'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  await ctx.db.execute(sql`select set_config('work_mem', ${RETENTION_WORK_MEM}, true)`);
  const active = await readActive(ctx.db, centers);
  const months = await readMonths(ctx.db, centers);
  const overall = active.filter((row) => row.location_id === null);
  const total = noCounts();
  for (const row of overall) add(total, row);
  const byCenter = new Map(centers.map((c) => [c.locationId, noCounts()]));
  for (const row of active) if (row.location_id !== null) add(byCenter.get(Number(row.location_id)) ?? noCounts(), row);
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total: figures(total),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...figures(byCenter.get(c.locationId) ?? noCounts()) })),
    tiers: sumByTier(overall, noCounts, add).map(({ tier, figures: counts }) => ({ tier, ...figures(counts) })),
    months: months.map((m) => {
      const [donations, donors] = [Number(m.donations), Number(m.donors)];
      return { month: m.month, donations, donors, perDonor: donors === 0 ? null : oneDecimal(donations / donors) };
    }),
  };
});
