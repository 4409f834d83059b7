import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CenterRange } from './center-ranges';
import { rolledOrLive } from './figures';
import { histogramPercentile } from './histogram-sql';
import { visitMinutesQuery } from './rollup-detail-sql';

export interface TimeRow {
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

/**
 * Time in the center by every grouping at once, from the minutes histogram (decision 064): past days from
 * `insight_visit_minutes`, the days after each center's last rolled-up day live in the same shape. The counts are summed
 * per grouping and minute (a few hundred rows), and the median and 90th percentile read from their running sums.
 */
export async function readVisitTimes(db: Db, centers: readonly CenterRange[]): Promise<TimeRow[]> {
  const counted = rolledOrLive(
    centers,
    (where) => sql`select location_id, day, hour::int as hour, booked, minutes, visits from insight_visit_minutes where ${where}`,
    (spans) => sql`select location_id, day::date as day, hour, booked, minutes, visits from (${visitMinutesQuery(spans)}) l`,
  );
  if (!counted) return [];
  return rows<TimeRow>(
    db,
    sql`with counted as (${counted}),
        summed as (
          select grouping(location_id, weekday, hour, booked) as grouping, location_id, weekday, hour, booked, minutes,
                 sum(visits) as n
            from (select location_id, extract(isodow from day)::int as weekday, hour, booked, minutes, visits from counted) c
           group by grouping sets ((location_id, minutes), (weekday, minutes), (hour, minutes), (booked, minutes), (minutes))
        ),
        running as (
          select *, sum(n) over (partition by grouping, location_id, weekday, hour, booked order by minutes) as cum,
                 sum(n) over (partition by grouping, location_id, weekday, hour, booked) as total
            from summed
        )
        select grouping, location_id, weekday, hour, booked, total as visits,
               ${histogramPercentile('0.5', 'minutes')} as median, ${histogramPercentile('0.9', 'minutes')} as p90
          from running
         group by grouping, location_id, weekday, hour, booked, total`,
  );
}
