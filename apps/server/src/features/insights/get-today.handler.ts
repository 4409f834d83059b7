import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { locations } from '../../db/schema/index';
import { centerScope } from '../../domain/center-scope';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { entry } from './entry';

interface CenterToday {
  id: number;
  name: string;
  day: string;
  chairs: number | null;
  slot_minutes: number | null;
  booked: number;
  checked_in: number;
  waiting: number;
  no_shows: number;
  visits: number;
  donations: number;
  waitlist: number;
}

/**
 * Today at the caller's centers, live, each in its own calendar: counts over the day's appointments (by start),
 * visits (by check-in) and waitlist, each read over its (center, time) index.
 */
export const getTodayHandler: Handler<'insights/getToday'> = dashboardRead(async (ctx, params) => {
  const now = ctx.clock.now().toISOString();
  const scope = centerScope(ctx.staff, locations.id);
  const day = sql`(${now}::timestamptz at time zone locations.timezone)::date`;
  const dayStart = sql`(${day}::timestamp at time zone locations.timezone)`;
  const dayEnd = sql`((${day} + 1)::timestamp at time zone locations.timezone)`;
  const centers = await rows<CenterToday>(
    ctx.db,
    sql`select locations.id, locations.name, ${day}::text as day, s.chairs, s.slot_minutes,
          coalesce(a.booked, 0)::int as booked, coalesce(a.checked_in, 0)::int as checked_in,
          coalesce(a.waiting, 0)::int as waiting, coalesce(a.no_shows, 0)::int as no_shows,
          coalesce(v.visits, 0)::int as visits, coalesce(v.donations, 0)::int as donations,
          coalesce(w.waitlist, 0)::int as waitlist
        from locations
        left join center_schedules s on s.location_id = locations.id
        left join lateral (
          select count(*) filter (where status <> 'cancelled') as booked,
            count(*) filter (where status in ('checked_in', 'completed')) as checked_in,
            count(*) filter (where status = 'checked_in') as waiting,
            count(*) filter (where status = 'no_show') as no_shows
          from appointments where location_id = locations.id and starts_at >= ${dayStart} and starts_at < ${dayEnd}) a on true
        left join lateral (
          select count(*) as visits, count(*) filter (where donated) as donations
          from visits where location_id = locations.id and checkin_at >= ${dayStart} and checkin_at < ${dayEnd}) v on true
        left join lateral (
          select count(*) as waitlist from waitlist_entries
          where location_id = locations.id and day = ${day} and status in ('waiting', 'offered')) w on true
        where ${scope ?? sql`true`} and ${params.locationID === null ? sql`true` : sql`locations.id = ${params.locationID}`}
        order by locations.name`,
  );
  const hours = await rows<{ location_id: number; hour: number; booked: number }>(
    ctx.db,
    // Per center (`offset 0` keeps the lateral read from being flattened into a hash join over every appointment:
    // 1.2 s for twenty centers at ten million visits).
    sql`select locations.id as location_id, extract(hour from a.starts_at at time zone locations.timezone)::int as hour,
          count(*)::int as booked
        from locations cross join lateral (
          select a.starts_at from appointments a where a.location_id = locations.id
            and a.starts_at >= ${dayStart} and a.starts_at < ${dayEnd} and a.status <> 'cancelled' offset 0) a
        where ${scope ?? sql`true`} and ${params.locationID === null ? sql`true` : sql`locations.id = ${params.locationID}`}
        group by 1, 2 order by 1, 2`,
  );
  const byCenter = new Map<number, { hour: number; booked: number }[]>();
  for (const h of hours) entry(byCenter, Number(h.location_id), () => []).push({ hour: Number(h.hour), booked: Number(h.booked) });
  return {
    status: 200,
    centers: centers.map((c) => {
      // Chairs are per arrival window: an hour offers one chair per window that starts in it.
      const capacity = c.chairs === null || !c.slot_minutes ? 0 : Number(c.chairs) * Math.floor(60 / Number(c.slot_minutes));
      return {
        locationID: Number(c.id),
        name: c.name,
        day: c.day,
        booked: Number(c.booked),
        checkedIn: Number(c.checked_in),
        waiting: Number(c.waiting),
        noShows: Number(c.no_shows),
        visits: Number(c.visits),
        donations: Number(c.donations),
        waitlist: Number(c.waitlist),
        hours: (byCenter.get(Number(c.id)) ?? []).map((h) => ({ ...h, capacity })),
      };
    }),
  };
});
