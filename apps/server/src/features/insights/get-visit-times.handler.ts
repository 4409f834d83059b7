import type { VisitTimeFigures } from '@portal/contract/entities/insights';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges, type CenterRange } from './center-ranges';
import { centerRangesValues, oneDecimal } from './range-sql';

interface TimeRow {
  /** Which grouping the row is: 15 the total, then one of center, weekday, hour, appointment (GROUPING's bits). */
  grouping: number;
  location_id: number | null;
  weekday: number | null;
  hour: number | null;
  booked: boolean | null;
  visits: number | string;
  median: number | string | null;
  p90: number | string | null;
}

const none: VisitTimeFigures = { visits: 0, medianMinutes: null, p90Minutes: null };

const figures = (row: TimeRow | undefined): VisitTimeFigures =>
  row ? { visits: Number(row.visits), medianMinutes: oneDecimal(row.median), p90Minutes: oneDecimal(row.p90) } : none;

/**
 * One scan of the range's visits (`visits_location_checkin_idx`, each center's days in its own zone) with every grouping
 * at once. Read live: a percentile cannot be added up from daily rollups.
 */
async function readVisitTimes(db: Parameters<typeof rows>[0], centers: readonly CenterRange[]): Promise<TimeRow[]> {
  const ranges = centerRangesValues(centers);
  if (!ranges) return [];
  return rows<TimeRow>(
    db,
    sql`with ranges(location_id, first_day, last_day, zone) as (values ${ranges}),
        timed as (
          select v.location_id,
                 extract(isodow from v.checkin_at at time zone r.zone)::int as weekday,
                 extract(hour from v.checkin_at at time zone r.zone)::int as hour,
                 exists (select 1 from appointments a where a.visit_id = v.id) as booked,
                 extract(epoch from v.checkout_at - v.checkin_at) / 60.0 as minutes
            from ranges r
            join visits v on v.location_id = r.location_id
             and v.checkin_at >= (r.first_day::timestamp at time zone r.zone)
             and v.checkin_at < ((r.last_day + 1)::timestamp at time zone r.zone)
           where v.checkout_at > v.checkin_at
        )
        select grouping(location_id, weekday, hour, booked) as grouping, location_id, weekday, hour, booked,
               count(*) as visits,
               percentile_cont(0.5) within group (order by minutes) as median,
               percentile_cont(0.9) within group (order by minutes) as p90
          from timed
         group by grouping sets ((), (location_id), (weekday), (hour), (booked))`,
  );
}

/** Time in the center at the caller's centers (issue 35): the wait donors complain about most. */
export const getVisitTimesHandler: Handler<'insights/getVisitTimes'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  const found = await readVisitTimes(ctx.db, centers);
  // GROUPING's bits, left to right: location_id 8, weekday 4, hour 2, booked 1; a 0 bit is the column grouped by.
  const of = (grouping: number) => found.filter((row) => Number(row.grouping) === grouping);
  const byCenter = new Map(of(7).map((row) => [Number(row.location_id), row]));
  const booked = of(14);
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total: figures(of(15)[0]),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...figures(byCenter.get(c.locationId)) })),
    weekdays: of(11)
      .map((row) => ({ weekday: Number(row.weekday), ...figures(row) }))
      .sort((a, b) => a.weekday - b.weekday),
    hours: of(13)
      .map((row) => ({ hour: Number(row.hour), ...figures(row) }))
      .sort((a, b) => a.hour - b.hour),
    withAppointment: figures(booked.find((row) => row.booked === true)),
    withoutAppointment: figures(booked.find((row) => row.booked === false)),
  };
});
