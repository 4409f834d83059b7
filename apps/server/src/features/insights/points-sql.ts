import { dayInZone } from '@portal/contract/rules/calendar-day';
import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client';
import { locations } from '../../db/schema/index';
import { centerScope } from '../../domain/center-scope';
import type { StaffContext } from '../../service-context';
import { presetDays, type CenterRange, type RangeParams } from './center-ranges';
import { holdersFromMonths, monthMovesFromMonths } from './points-months-sql';
import { yearDonationsAt } from './tiers';

/** The ledger's moves of a group: earned with bonuses, redeemed net of refunds, expired, adjusted (signed). */
export interface MoveSums {
  earned: number | string | null;
  redeemed: number | string | null;
  expired: number | string | null;
  adjusted: number | string | null;
}

export interface HolderRow extends MoveSums {
  /** The donors' home center; null for donors without one (admins without a center filter only). */
  location_id: number | null;
  year_donations: number | string;
  holders: number | string;
  balance: number | string | null;
}

export interface MonthMoves extends MoveSums {
  month: string;
}

/**
 * For a caller who sees every center and filters none, the range of the donors without a home center, in the program's
 * zone, as a `values` row `(null, first_day, last_day, zone)`: they have no months in `insight_donor_months` and are read
 * from the ledger (decision 069).
 */
function noHomeRange(ctx: StaffContext, params: RangeParams): SQL | null {
  if (centerScope(ctx.staff, locations.id) !== undefined || params.locationID !== null) return null;
  const zone = ctx.config.programTimeZone;
  const days = presetDays(params, dayInZone(ctx.clock.now(), zone));
  return sql`(null::int, ${days.from}::date, ${days.to}::date, ${zone}::text)`;
}

const moveSums = sql`sum(l.points) filter (where l.kind in ('earned', 'bonus')) as earned,
  -sum(l.points) filter (where l.kind in ('redeemed', 'refunded')) as redeemed,
  -sum(l.points) filter (where l.kind = 'expired') as expired,
  sum(l.points) filter (where l.kind in ('adjusted', 'corrected')) as adjusted`;

/** The donors without a home center, with the instants of their range. */
const scopedDonors = (ranges: SQL) => sql`ranges(location_id, first_day, last_day, zone) as (values ${ranges}),
  scoped as (
    select d.id as donor_id, r.location_id, r.zone, (r.first_day::timestamp at time zone r.zone) as start_at,
           ((r.last_day + 1)::timestamp at time zone r.zone) as end_at
      from ranges r join donors d on d.home_location_id is null
  )`;

/**
 * Per group of `scoped` donors `(donor_id, location_id, start_at, end_at)` and donations in the tier's window at the end:
 * the holders then, their balance (each donor's last ledger entry written before the end) and the range's moves, each
 * donor's entries from the covering `points_ledger_donor_idx` alone.
 */
export const heldAndMoved = sql`with moved as (
      select s.donor_id, ${moveSums}
        from scoped s join points_ledger l on l.donor_id = s.donor_id and l.created_at >= s.start_at and l.created_at < s.end_at
       group by s.donor_id
    ),
    held as (
      select s.donor_id, s.location_id, s.end_at,
             coalesce((select l.balance_after from points_ledger l where l.donor_id = s.donor_id and l.created_at < s.end_at
                        order by l.id desc limit 1), 0) as balance
        from scoped s
    )
    select h.location_id, ${yearDonationsAt(sql`h.donor_id`, sql`h.end_at`)} as year_donations,
           count(*) filter (where h.balance > 0) as holders, sum(h.balance) as balance,
           sum(m.earned) as earned, sum(m.redeemed) as redeemed, sum(m.expired) as expired, sum(m.adjusted) as adjusted
      from held h left join moved m on m.donor_id = h.donor_id
     where h.balance > 0 or m.donor_id is not null
     group by 1, 2`;

const noHomeHolders = (ranges: SQL) => sql`with ${scopedDonors(ranges)} select * from (${heldAndMoved}) h`;

/**
 * Per home center and donations in the tier's window (the tier at the range's end): donors holding points then, their
 * balance (each donor's last ledger entry written before the end) and the range's moves. The home centers' donors as
 * `homes` gives them (the snapshot's, decision 077), else from their months and the live edges (`points-months-sql.ts`);
 * those without a home center from the ledger (`heldAndMoved`).
 */
export async function readHolders(
  ctx: StaffContext,
  params: RangeParams,
  centers: readonly CenterRange[],
  homes: HolderRow[] | null,
): Promise<HolderRow[]> {
  const fromMonths = homes ? null : holdersFromMonths(centers);
  const ranges = noHomeRange(ctx, params);
  return [
    ...(homes ?? []),
    ...(fromMonths ? await rows<HolderRow>(ctx.db, fromMonths) : []),
    ...(ranges ? await rows<HolderRow>(ctx.db, noHomeHolders(ranges)) : []),
  ];
}

/**
 * The range's moves per calendar month (each home center's calendar; the program's for donors without one): the home
 * centers' as `homes` gives them (the snapshot's), else from their months and the live edges.
 */
export async function readMonthMoves(
  ctx: StaffContext,
  params: RangeParams,
  centers: readonly CenterRange[],
  homes: MonthMoves[] | null,
): Promise<MonthMoves[]> {
  const fromMonths = homes ? null : monthMovesFromMonths(centers);
  const ranges = noHomeRange(ctx, params);
  const found = [
    ...(homes ?? []),
    ...(fromMonths ? await rows<MonthMoves>(ctx.db, fromMonths) : []),
    ...(ranges
      ? await rows<MonthMoves>(
          ctx.db,
          sql`with ${scopedDonors(ranges)}
              select to_char(l.created_at at time zone s.zone, 'YYYY-MM') as month, ${moveSums}
                from scoped s join points_ledger l on l.donor_id = s.donor_id and l.created_at >= s.start_at and l.created_at < s.end_at
               group by 1`,
        )
      : []),
  ];
  const byMonth = new Map<string, MonthMoves>();
  for (const row of found) {
    const into = byMonth.get(row.month);
    byMonth.set(row.month, into ? { month: row.month, ...addMoves(into, row) } : row);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Two groups' moves added (a sum over no entry is null, read as 0). */
function addMoves(a: MoveSums, b: MoveSums): MoveSums {
  const plus = (x: number | string | null, y: number | string | null) => Number(x ?? 0) + Number(y ?? 0);
  return {
    earned: plus(a.earned, b.earned),
    redeemed: plus(a.redeemed, b.redeemed),
    expired: plus(a.expired, b.expired),
    adjusted: plus(a.adjusted, b.adjusted),
  };
}
