import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CenterRange } from './center-ranges';
import { rolledOrLive } from './figures';
import { histogramPercentile } from './histogram-sql';
import { bookingHoursQuery, offerDaysQuery } from './rollup-booking-sql';

export interface BookingRow {
  /** GROUPING's bits, left to right: location_id 4, weekday 2, hour 1 (a 0 bit is the column grouped by). */
  grouping: number | string;
  location_id: number | null;
  weekday: number | null;
  hour: number | null;
  appointments: number | string;
  due: number | string;
  no_shows: number | string;
  off_peak: number | string;
  lead_days: number | string | null;
}

export interface OfferRow {
  location_id: number;
  offered: number | string;
  accepted: number | string;
}

/**
 * Booking by every grouping at once (total, center, weekday, hour), from the lead-hour histogram (decision 066): past
 * days from `insight_booking_hours`, the days after each center's last rolled-up day live in the same shape. The counts
 * are summed per grouping and lead hour, and the median lead time read from their running sums, in days.
 */
export async function readBooking(db: Db, centers: readonly CenterRange[]): Promise<BookingRow[]> {
  const counted = rolledOrLive(
    centers,
    (where) => sql`select location_id, day, hour::int as hour, lead_hours, appointments, due, no_shows, off_peak
        from insight_booking_hours where ${where}`,
    (spans) => sql`select location_id, day::date as day, hour, lead_hours, appointments, due, no_shows, off_peak
        from (${bookingHoursQuery(spans)}) l`,
  );
  if (!counted) return [];
  return rows<BookingRow>(
    db,
    sql`with counted as (${counted}),
        summed as (
          select grouping(location_id, weekday, hour) as grouping, location_id, weekday, hour, lead_hours,
                 sum(appointments) as n, sum(due) as due, sum(no_shows) as no_shows, sum(off_peak) as off_peak
            from (select location_id, extract(isodow from day)::int as weekday, hour, lead_hours, appointments, due, no_shows,
                         off_peak from counted) c
           group by grouping sets ((location_id, lead_hours), (weekday, lead_hours), (hour, lead_hours), (lead_hours))
        ),
        running as (
          select *, sum(n) over (partition by grouping, location_id, weekday, hour order by lead_hours) as cum,
                 sum(n) over (partition by grouping, location_id, weekday, hour) as total
            from summed
        )
        select grouping, location_id, weekday, hour, total as appointments, sum(due) as due, sum(no_shows) as no_shows,
               sum(off_peak) as off_peak, (${histogramPercentile('0.5', 'lead_hours')}) / 24.0 as lead_days
          from running
         group by grouping, location_id, weekday, hour, total`,
  );
}

/** Waitlist offers made and taken per center for times in the range: past days from `insight_offer_days`, later ones live. */
export async function readOffers(db: Db, centers: readonly CenterRange[]): Promise<OfferRow[]> {
  const days = rolledOrLive(
    centers,
    (where) => sql`select location_id, offered, accepted from insight_offer_days where ${where}`,
    (spans) => sql`select location_id, offered, accepted from (${offerDaysQuery(spans)}) l`,
  );
  return days
    ? rows<OfferRow>(db, sql`select location_id, sum(offered) as offered, sum(accepted) as accepted from (${days}) d group by location_id`)
    : [];
}
