import { membershipTiers, TIER_WINDOW_DAYS } from '@portal/contract/rewards/tiers';
import { sql, type SQL } from 'drizzle-orm';
import type { CenterRange } from './center-ranges';
import { centerRangesValues } from './range-sql';
import { yearDonationsAt } from './tiers';

/** Each center's range as instants: its end, the starts of its last 30, 60, 90 and 365 days (its own calendar). */
export function boundsOf(ranges: SQL): SQL {
  return sql`ranges(location_id, first_day, last_day, zone) as (values ${ranges}),
    bounds as (
      select location_id, ((last_day + 1)::timestamp at time zone zone) as end_at,
             ((last_day - 29)::timestamp at time zone zone) as d30, ((last_day - 59)::timestamp at time zone zone) as d60,
             ((last_day - 89)::timestamp at time zone zone) as d90, ((last_day - 364)::timestamp at time zone zone) as d365
        from ranges
    )`;
}

/**
 * Whether every center's range ends after its last donation, and the latest range end after every donation anywhere
 * (decision 071): then a donor's last donation at the center (`insight_donor_centers`) tells whether she gave in each
 * window of the range, and her latest donations (`insight_donor_latest`) her tier; a donation checked in at or after a
 * range's end (a range ending in the past, or a check-in dated ahead) sends the read to the visits.
 */
export function rollupCovers(centers: readonly CenterRange[]): SQL | null {
  const ranges = centerRangesValues(centers);
  if (!ranges) return null;
  return sql`with ${boundsOf(ranges)}
    select not exists (
      select 1 from bounds b
       where exists (select 1 from visits v where v.location_id = b.location_id and v.donated and v.checkin_at >= b.end_at)
    ) and not exists (
      select 1 from locations l
       where exists (select 1 from visits v where v.location_id = l.id and v.donated and v.checkin_at > (select max(end_at) from bounds))
    ) as covers`;
}

/** A donation `v` of the year up to its center's end `b` as a `given` row: in which windows, counted in `n30`. */
export const donationFlags = sql`v.donor_id, v.location_id, v.checkin_at >= b.d30 as in30, v.checkin_at >= b.d60 as in60,
         v.checkin_at >= b.d90 as in90, (v.checkin_at >= b.d30)::int as n30`;

/**
 * The donors' rows `(donor_id, location_id, in30, in60, in90, n30)` of the caller's centers: live, each donation of the
 * year up to the range's end (`visits_location_donated_idx`); or from the rollup, each donor's last donation at the
 * center since the year's start, plus the donations of the last 30 days, which count `n30` (decision 071).
 */
export const liveGiven = sql`select ${donationFlags}
    from bounds b
    join visits v on v.location_id = b.location_id and v.donated and v.checkin_at >= b.d365 and v.checkin_at < b.end_at`;

export const rolledGiven = sql`select c.donor_id, c.location_id, c.last_donated_at >= b.d30 as in30, c.last_donated_at >= b.d60 as in60,
         c.last_donated_at >= b.d90 as in90, 0 as n30
    from bounds b
    join insight_donor_centers c on c.location_id = b.location_id and c.last_donated_at >= b.d365
  union all
  select v.donor_id, v.location_id, true, true, true, 1
    from bounds b
    join visits v on v.location_id = b.location_id and v.donated and v.checkin_at >= b.d30 and v.checkin_at < b.end_at`;

/**
 * `donor_rows`: each donor's rows of `given`, once over all its centers (`overall` 1) and once per center (0): whether
 * she gave in the last 30, 60 and 90 days, and her donations counted in `n30`.
 */
export const donorRows = sql`donor_rows as (
      select grouping(location_id) as overall, donor_id, location_id, bool_or(in30) as a30, bool_or(in60) as a60,
             bool_or(in90) as a90, sum(n30) as n30
        from given
       group by grouping sets ((donor_id), (donor_id, location_id))
    )`;

/** The tier's window's first instant (excluded), up to the latest range end (included): the program's rule. */
const tierFrom = sql`(select max(end_at) from bounds) - interval '1 hour' * ${sql.raw(String(24 * TIER_WINDOW_DAYS))}`;

/** Live: each donor's donations in the tier's window, counted (`visits_donor_donated_idx`, a few entries a donor). */
const countedTier = sql`select d.*, case when d.overall = 1 then ${yearDonationsAt(sql`d.donor_id`, sql`(select max(end_at) from bounds)`)} end as year_donations
    from donor_rows d`;

/**
 * The highest tier threshold (0: none) whose donation in her latest (`insight_donor_latest` as `l`, newest first) is
 * after `from`, the tier window's first instant.
 */
export function thresholdFromLatest(from: SQL): SQL {
  const steps = [...membershipTiers]
    .reverse()
    .map((t) => sql`when l.latest[${sql.raw(String(t.threshold))}] > ${from} then ${sql.raw(String(t.threshold))}`);
  return sql`case ${sql.join(steps, sql` `)} else 0 end`;
}

/**
 * From the rollup: the highest tier threshold whose donation in her latest (`insight_donor_latest`, newest first) falls
 * in the window, which gives the same tier as the count when no donation is dated after the window (decision 071).
 */
const rolledTier = sql`select d.*, case when d.overall = 1 then ${thresholdFromLatest(tierFrom)} end as year_donations
    from donor_rows d left join insight_donor_latest l on d.overall = 1 and l.donor_id = d.donor_id`;

/**
 * Each donor who gave at the caller's centers in the year up to a center's last day (its own calendar): whether in its
 * last 30, 60 and 90 days, counted per center and, once per donor over all the centers, by donations in the tier's
 * window up to the latest range end.
 */
export function activeStatement(centers: readonly CenterRange[], fromRollup: boolean): SQL | null {
  const ranges = centerRangesValues(centers);
  if (!ranges) return null;
  return sql`with ${boundsOf(ranges)},
    given as (${fromRollup ? rolledGiven : liveGiven}),
    ${donorRows},
    tiered as (${fromRollup ? rolledTier : countedTier})
    select case when overall = 1 then null else location_id end as location_id, year_donations,
           count(*) filter (where a30) as active30, count(*) filter (where a60) as active60,
           count(*) filter (where a90) as active90, count(*) filter (where not a90) as lapsed,
           coalesce(sum(n30), 0) as donations30
      from tiered
     group by 1, 2`;
}

/** The tier's threshold (0: none) of a donor with this many donations in the tier's window. */
function thresholdOf(count: SQL): SQL {
  const steps = [...membershipTiers]
    .reverse()
    .map((t) => sql`when ${count} >= ${sql.raw(String(t.threshold))} then ${sql.raw(String(t.threshold))}`);
  return sql`(case ${sql.join(steps, sql` `)} else 0 end)`;
}

/**
 * The tier's threshold at `end`: with no donation of hers after `end` (her latest, `insight_donor_latest` as `l`, is not
 * after it), "at least k donations in the window" is "her k-th latest is in it" (decision 071); otherwise (a check-in
 * dated ahead, or a donation at a center whose day ends later than this row's center's) her donations are counted.
 */
export function thresholdAt(end: SQL): SQL {
  const from = sql`${end} - interval '1 hour' * ${sql.raw(String(24 * TIER_WINDOW_DAYS))}`;
  return sql`(case when l.latest[1] > ${end} then ${thresholdOf(yearDonationsAt(sql`d.donor_id`, end))}
    else ${thresholdFromLatest(from)} end)`;
}
