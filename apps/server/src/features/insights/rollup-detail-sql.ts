import { sql, type SQL } from 'drizzle-orm';
import { spanVisits, type CenterSpan } from './rollup-sql';

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
