import type { BookingFigures, OfferFigures } from '@portal/contract/entities/insights';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges } from './center-ranges';
import { centerRangesValues, oneDecimal, percentOf } from './range-sql';

interface BookingRow {
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

interface OfferRow {
  location_id: number;
  offered: number | string;
  accepted: number | string;
}

const noBooking: BookingFigures = {
  appointments: 0,
  due: 0,
  noShows: 0,
  noShowPercent: null,
  offPeak: 0,
  offPeakPercent: null,
  medianLeadDays: null,
};

function bookingFigures(row: BookingRow | undefined): BookingFigures {
  if (!row) return noBooking;
  const [appointments, due, noShows, offPeak] = [row.appointments, row.due, row.no_shows, row.off_peak].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return {
    appointments,
    due,
    noShows,
    noShowPercent: percentOf(noShows, due),
    offPeak,
    offPeakPercent: percentOf(offPeak, appointments),
    medianLeadDays: oneDecimal(row.lead_days),
  };
}

function offerFigures(offered: number, accepted: number): OfferFigures {
  return { offered, accepted, takenPercent: percentOf(accepted, offered) };
}

/** Booking at the caller's centers (issue 35): no-shows, lead time, off-peak use and waitlist offers taken. */
export const getBookingHandler: Handler<'insights/getBooking'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  const ranges = centerRangesValues(centers);
  const booked = ranges
    ? await rows<BookingRow>(
        ctx.db,
        sql`with ranges(location_id, first_day, last_day, zone) as (values ${ranges}),
            booked as (
              select a.location_id,
                     extract(isodow from a.starts_at at time zone r.zone)::int as weekday,
                     extract(hour from a.starts_at at time zone r.zone)::int as hour,
                     a.status, a.off_peak_bonus_points > 0 as off_peak,
                     extract(epoch from a.starts_at - a.scheduled_at) / 86400.0 as lead_days
                from ranges r
                join appointments a on a.location_id = r.location_id
                 and a.starts_at >= (r.first_day::timestamp at time zone r.zone)
                 and a.starts_at < ((r.last_day + 1)::timestamp at time zone r.zone)
               where a.status <> 'cancelled'
            )
            select grouping(location_id, weekday, hour) as grouping, location_id, weekday, hour,
                   count(*) as appointments,
                   count(*) filter (where status in ('completed', 'checked_in', 'no_show')) as due,
                   count(*) filter (where status = 'no_show') as no_shows,
                   count(*) filter (where off_peak) as off_peak,
                   percentile_cont(0.5) within group (order by lead_days) as lead_days
              from booked
             group by grouping sets ((), (location_id), (weekday), (hour))`,
      )
    : [];
  const offers = ranges
    ? await rows<OfferRow>(
        ctx.db,
        sql`with ranges(location_id, first_day, last_day, zone) as (values ${ranges})
            select o.location_id, count(*) as offered, count(*) filter (where o.status = 'accepted') as accepted
              from ranges r
              join waitlist_offers o on o.location_id = r.location_id
               and o.starts_at >= (r.first_day::timestamp at time zone r.zone)
               and o.starts_at < ((r.last_day + 1)::timestamp at time zone r.zone)
             group by o.location_id`,
      )
    : [];
  const of = (grouping: number) => booked.filter((row) => Number(row.grouping) === grouping);
  const byCenter = new Map(of(3).map((row) => [Number(row.location_id), row]));
  const offersByCenter = new Map(offers.map((row) => [Number(row.location_id), offerFigures(Number(row.offered), Number(row.accepted))]));
  const offered = offers.reduce((n, row) => n + Number(row.offered), 0);
  const accepted = offers.reduce((n, row) => n + Number(row.accepted), 0);
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total: { ...bookingFigures(of(7)[0]), offers: offerFigures(offered, accepted) },
    centers: centers.map((c) => ({
      locationID: c.locationId,
      name: c.name,
      ...bookingFigures(byCenter.get(c.locationId)),
      offers: offersByCenter.get(c.locationId) ?? offerFigures(0, 0),
    })),
    weekdays: of(5)
      .map((row) => ({ weekday: Number(row.weekday), ...bookingFigures(row) }))
      .sort((a, b) => a.weekday - b.weekday),
    hours: of(6)
      .map((row) => ({ hour: Number(row.hour), ...bookingFigures(row) }))
      .sort((a, b) => a.hour - b.hour),
  };
});
