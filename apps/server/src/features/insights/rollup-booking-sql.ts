import { sql, type SQL } from 'drizzle-orm';
import { spanRows, type CenterSpan } from './rollup-sql';

/**
 * Booking as a histogram (decision 066): the appointments not cancelled that start in the spans, per center, local day
 * and hour of the start and lead time in whole hours (from choosing the time to the time, rounded): how many, how many
 * were due (completed, checked in or no-show), no-shows and off-peak ones. The rollup's `insight_booking_hours` and the
 * live read of later days.
 */
export function bookingHoursQuery(spans: readonly CenterSpan[]): SQL {
  return sql`
    select a.location_id, a.day,
      extract(hour from a.starts_at at time zone a.tz)::int as hour,
      round(extract(epoch from a.starts_at - a.scheduled_at) / 3600)::int as lead_hours,
      count(*)::int as appointments,
      (count(*) filter (where a.status in ('completed', 'checked_in', 'no_show')))::int as due,
      (count(*) filter (where a.status = 'no_show'))::int as no_shows,
      (count(*) filter (where a.off_peak_bonus_points > 0))::int as off_peak
    from (${spanRows(spans, 'appointments', sql`a.status <> 'cancelled'`)}) a
    group by 1, 2, 3, 4`;
}

/**
 * Waitlist offers per center and local day of the offered time: made and taken. The rollup's `insight_offer_days` and
 * the live read of later days.
 */
export function offerDaysQuery(spans: readonly CenterSpan[]): SQL {
  return sql`
    select o.location_id, o.day, count(*)::int as offered, (count(*) filter (where o.status = 'accepted'))::int as accepted
    from (${spanRows(spans, 'waitlist_offers')}) o
    group by 1, 2`;
}
