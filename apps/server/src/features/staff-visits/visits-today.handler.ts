import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { locations, visits } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { centerScope } from '../../domain/center-scope';

interface CenterCount {
  location_id: number;
  name: string;
  visits: number;
  donations: number;
}

/**
 * Visits recorded today at the caller's centers, "today" being each center's own calendar day. Center roles see each of
 * their centers, even without a visit yet; company-wide roles see the centers that have one.
 */
export const visitsTodayHandler: Handler<'staffVisits/visitsToday'> = async (ctx) => {
  const now = ctx.clock.now();
  const scope = centerScope(ctx.staff, locations.id);
  const today = sql`(${visits.recordedAt} at time zone ${locations.timezone})::date = (${now.toISOString()}::timestamptz at time zone ${locations.timezone})::date`;
  const found = await rows<CenterCount>(
    ctx.db,
    sql`select ${locations.id} as location_id, ${locations.name} as name,
          count(${visits.id})::int as visits, count(${visits.id}) filter (where ${visits.donated})::int as donations
        from ${locations} left join ${visits} on ${visits.locationId} = ${locations.id} and ${today}
        where ${scope ?? sql`true`}
        group by ${locations.id}, ${locations.name}
        having ${scope ? sql`true` : sql`count(${visits.id}) > 0`}
        order by ${locations.name}`,
  );
  return {
    status: 200,
    total: found.reduce((n, c) => n + Number(c.visits), 0),
    donations: found.reduce((n, c) => n + Number(c.donations), 0),
    centers: found.map((c) => ({ locationID: Number(c.location_id), name: c.name, visits: Number(c.visits) })),
  };
};
