import { TIER_WINDOW_DAYS } from '@portal/contract/rewards/tiers';
import { sql, type SQL } from 'drizzle-orm';
import type { CenterRange } from './center-ranges';
import { centerRangesValues } from './range-sql';

/** The ledger's moves as the dashboard sums them: an entry's points in each (signed as shown), `e` its alias. */
export const ledgerMoves = (e: string) =>
  [
    { column: 'earned', moved: sql.raw(`case when ${e}.kind in ('earned', 'bonus') then ${e}.points else 0 end`) },
    { column: 'redeemed', moved: sql.raw(`case when ${e}.kind in ('redeemed', 'refunded') then -${e}.points else 0 end`) },
    { column: 'expired', moved: sql.raw(`case when ${e}.kind = 'expired' then -${e}.points else 0 end`) },
    { column: 'adjusted', moved: sql.raw(`case when ${e}.kind in ('adjusted', 'corrected') then ${e}.points else 0 end`) },
  ] as const;

/**
 * The home centers' donors, each with her range's instants and its local months (decision 069): `m_lo`–`m_hi` the
 * whole months inside the range (none when `m_lo >= m_hi`), read from `insight_donor_months`; the rest of the range and
 * of the end's month read live from the ledger (`lo_*` before the whole months, `hi_*` after them); the tier's window
 * `(tier_from, end_at]` from the whole months from `w_lo` and live before `w_lo_at` and from `m_hi_at`.
 */
function scopedMonths(centers: readonly CenterRange[]): SQL | null {
  const values = centerRangesValues(centers);
  if (!values) return null;
  const window = sql.raw(`interval '1 hour' * ${24 * TIER_WINDOW_DAYS}`);
  return sql`ranges(location_id, first_day, last_day, zone) as (values ${values}),
    months as (
      select location_id, zone, first_day, last_day + 1 as end_day,
             case when extract(day from first_day) = 1 then first_day
                  else (date_trunc('month', first_day) + interval '1 month')::date end as m_lo,
             date_trunc('month', last_day + 1)::date as m_hi,
             ((last_day + 1)::timestamp at time zone zone) - ${window} as tier_from
        from ranges
    ),
    bounds as (
      select location_id, zone, m_lo, m_hi,
             (date_trunc('month', tier_from at time zone zone) + interval '1 month')::date as w_lo,
             least(m_lo, (date_trunc('month', tier_from at time zone zone) + interval '1 month')::date) as scan_lo,
             ((date_trunc('month', tier_from at time zone zone) + interval '1 month') at time zone zone) as w_lo_at,
             (first_day::timestamp at time zone zone) as start_at, (end_day::timestamp at time zone zone) as end_at,
             tier_from, (m_hi::timestamp at time zone zone) as m_hi_at,
             (least(first_day, m_hi)::timestamp at time zone zone) as lo_from,
             (least(m_lo, end_day)::timestamp at time zone zone) as lo_to,
             (greatest(m_hi, least(m_lo, end_day))::timestamp at time zone zone) as hi_from
        from months
    ),
    scoped as (
      select d.id as donor_id, b.*
        from bounds b join donors d on d.home_location_id = b.location_id
    )`;
}

interface Interval {
  /** The bounds' columns of its ends, and the condition keeping a row `x` inside its donor's range `s`. */
  from: SQL;
  to: SQL;
  inside: SQL;
}

/**
 * The rows `scan` finds (its `donor` a donor's id) of the home centers' donors in two intervals per range, each interval
 * read as one range scan of the envelope of all the ranges' and kept inside the donor's own (`x` the row, `s` her home
 * center's range): the intervals of one range do not overlap, so no row is counted twice.
 */
function liveIntervals(scan: (from: SQL, to: SQL) => SQL, intervals: readonly Interval[]): SQL {
  return sql.join(
    intervals.map((i) => {
      const envelope = scan(sql`(select min(${i.from}) from bounds)`, sql`(select max(${i.to}) from bounds)`);
      return sql`select d.id as donor_id, s.*, x.* from (${envelope}) x
        join donors d on d.id = x.donor join bounds s on s.location_id = d.home_location_id and ${i.inside}`;
    }),
    sql` union all `,
  );
}

/** The ledger entries the whole months leave out: `in_range` counts in the range's moves, `held` in its end balance. */
const liveLedger = liveIntervals(
  (from, to) => sql`select l.donor_id as donor, l.id, l.balance_after, l.kind, l.points, l.created_at
    from points_ledger l where l.created_at >= ${from} and l.created_at < ${to}`,
  [
    { from: sql`lo_from`, to: sql`lo_to`, inside: sql`x.created_at >= s.lo_from and x.created_at < s.lo_to` },
    { from: sql`hi_from`, to: sql`end_at`, inside: sql`x.created_at >= s.hi_from and x.created_at < s.end_at` },
  ],
);

/** The donations of the tier's window the whole months leave out, at any center (`visits_location_donated_idx`). */
const liveGifts = liveIntervals(
  (from, to) => sql`select v.donor_id as donor, v.checkin_at from locations lo cross join lateral (
      select v.donor_id, v.checkin_at from visits v
       where v.location_id = lo.id and v.donated and v.checkin_at >= ${from} and v.checkin_at <= ${to} offset 0) v`,
  [
    { from: sql`tier_from`, to: sql`w_lo_at`, inside: sql`x.checkin_at > s.tier_from and x.checkin_at < s.w_lo_at` },
    { from: sql`m_hi_at`, to: sql`end_at`, inside: sql`x.checkin_at >= s.m_hi_at and x.checkin_at <= s.end_at` },
  ],
);

/** The rows of every range's months from its `from` column up to its `m_hi`: what the rollup's scan reads before the join. */
const monthsBetween = (from: SQL) => sql`r.month >= (select min(${from}) from bounds) and r.month < (select max(m_hi) from bounds)`;

const liveMoves = sql`count(*) filter (where in_range) as entries,
  coalesce(sum(points) filter (where in_range and kind in ('earned', 'bonus')), 0) as earned,
  coalesce(-sum(points) filter (where in_range and kind in ('redeemed', 'refunded')), 0) as redeemed,
  coalesce(-sum(points) filter (where in_range and kind = 'expired'), 0) as expired,
  coalesce(sum(points) filter (where in_range and kind in ('adjusted', 'corrected')), 0) as adjusted`;

/**
 * Per home center and donations in the tier's window at the range's end: the holders, their balance and the range's
 * moves, from the donors' months and the live edges; the figures of `readHolders`'s live statement.
 */
export function holdersFromMonths(centers: readonly CenterRange[]): SQL | null {
  const scoped = scopedMonths(centers);
  if (!scoped) return null;
  return sql`with ${scoped},
    rolled as (
      select r.donor_id,
             sum(r.entries) filter (where r.month >= b.m_lo) as entries, sum(r.earned) filter (where r.month >= b.m_lo) as earned,
             sum(r.redeemed) filter (where r.month >= b.m_lo) as redeemed, sum(r.expired) filter (where r.month >= b.m_lo) as expired,
             sum(r.adjusted) filter (where r.month >= b.m_lo) as adjusted, sum(r.donations) filter (where r.month >= b.w_lo) as donations,
             max(array[r.last_id, r.balance]) filter (where r.last_id is not null) as held
        from insight_donor_months r join bounds b on b.location_id = r.location_id and r.month >= b.scan_lo and r.month < b.m_hi
       where ${monthsBetween(sql`scan_lo`)}
       group by r.donor_id
    ),
    ledger as (
      select donor_id, ${liveMoves}, max(array[id, balance_after]) filter (where created_at >= m_hi_at) as held
        from (select y.*, y.created_at >= y.start_at as in_range from (${liveLedger}) y) z
       group by donor_id
    ),
    gifts as (select donor_id, count(*) as donations from (${liveGifts}) g group by donor_id),
    donor_figures as (
      select s.location_id, s.end_at, coalesce(r.donations, 0) + coalesce(g.donations, 0) as year_donations,
             coalesce(r.entries, 0) + coalesce(l.entries, 0) as entries,
             coalesce(r.earned, 0) + coalesce(l.earned, 0) as earned, coalesce(r.redeemed, 0) + coalesce(l.redeemed, 0) as redeemed,
             coalesce(r.expired, 0) + coalesce(l.expired, 0) as expired, coalesce(r.adjusted, 0) + coalesce(l.adjusted, 0) as adjusted,
             coalesce((greatest(l.held, coalesce(r.held, (
               select array[o.last_id, o.balance] from insight_donor_months o
                where o.donor_id = s.donor_id and o.month < s.scan_lo order by o.month desc limit 1))))[2], 0) as balance
        from scoped s
        left join rolled r on r.donor_id = s.donor_id
        left join ledger l on l.donor_id = s.donor_id
        left join gifts g on g.donor_id = s.donor_id
    )
    select location_id, year_donations, count(*) filter (where balance > 0) as holders, sum(balance) as balance,
           sum(earned) as earned, sum(redeemed) as redeemed, sum(expired) as expired, sum(adjusted) as adjusted
      from donor_figures
     where balance > 0 or entries > 0
     group by 1, 2`;
}

/** The range's moves per calendar month of each home center, from the donors' whole months and the live edges. */
export function monthMovesFromMonths(centers: readonly CenterRange[]): SQL | null {
  const scoped = scopedMonths(centers);
  if (!scoped) return null;
  return sql`with ${scoped},
    moves as (
      select to_char(r.month, 'YYYY-MM') as month, r.entries, r.earned, r.redeemed, r.expired, r.adjusted
        from insight_donor_months r join bounds b on b.location_id = r.location_id and r.month >= b.m_lo and r.month < b.m_hi
       where ${monthsBetween(sql`m_lo`)}
      union all
      select to_char(y.created_at at time zone y.zone, 'YYYY-MM'), 1, ${sql.join(
        ledgerMoves('y').map((k) => k.moved),
        sql`, `,
      )}
        from (${liveLedger}) y where y.created_at >= y.start_at
    )
    select month, sum(entries) as entries, sum(earned) as earned, sum(redeemed) as redeemed, sum(expired) as expired,
           sum(adjusted) as adjusted
      from moves group by 1 having sum(entries) > 0 order by 1`;
}
