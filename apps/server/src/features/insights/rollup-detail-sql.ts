import { sql, type SQL } from 'drizzle-orm';
import { spansValues, type CenterSpan } from './rollup-sql';

/**
 * The spans' visits, each on its center's local day: a range scan of `visits_location_checkin_idx` per span. The
 * `offset 0` keeps the lateral subquery from being flattened into a join the planner would cost by its default range
 * selectivity: for today at twenty centers it chose a parallel sequential scan of every visit (1.3 s at a million).
 */
function spanVisits(spans: readonly CenterSpan[], where: SQL): SQL {
  return sql`
    with span (location_id, tz, from_day, to_day) as (values ${spansValues(spans)})
    select v.location_id, (v.checkin_at at time zone span.tz)::date::text as day, v.id, v.checkin_at, v.checkout_at, span.tz
    from span
    cross join lateral (
      select v.id, v.location_id, v.checkin_at, v.checkout_at from visits v
      where v.location_id = span.location_id
        and v.checkin_at >= (span.from_day::timestamp at time zone span.tz)
        and v.checkin_at < ((span.to_day + 1)::timestamp at time zone span.tz)
        and ${where}
      offset 0
    ) v`;
}

/**
 * One row per center, local day and deferral code (null: none recorded) of the visits without a donation
 * (`donor_deferrals_visit_idx` for the code). The rollup's `insight_deferral_days` and the live read of later days.
 */
export function deferralDaysQuery(spans: readonly CenterSpan[]): SQL {
  return sql`
    select v.location_id, v.day, dd.code, count(*)::int as deferrals
    from (${spanVisits(spans, sql`not v.donated`)}) v
    left join donor_deferrals dd on dd.visit_id = v.id
    group by 1, 2, 3`;
}

/**
 * Time in the center as a histogram (decision 064): checked-out visits counted per center, local day, local hour of
 * check-in, with or without the appointment linked to the visit, and minutes from check-in to check-out rounded to the
 * whole minute. The rollup's `insight_visit_minutes` and the live read of later days.
 */
export function visitMinutesQuery(spans: readonly CenterSpan[]): SQL {
  return sql`
    select v.location_id, v.day,
      extract(hour from v.checkin_at at time zone v.tz)::int as hour,
      exists (select 1 from appointments a where a.visit_id = v.id) as booked,
      round(extract(epoch from v.checkout_at - v.checkin_at) / 60)::int as minutes,
      count(*)::int as visits
    from (${spanVisits(spans, sql`v.checkout_at > v.checkin_at`)}) v
    group by 1, 2, 3, 4, 5`;
}
