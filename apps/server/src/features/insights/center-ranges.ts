import { insightPresets, type InsightPreset } from '@portal/contract/entities/insights';
import { addDays } from '@portal/contract/rules/zoned-time';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { locations } from '../../db/schema/index';
import { centerScope } from '../../domain/center-scope';
import type { StaffContext } from '../../service-context';

/** A center the caller may read, its range of local days, and how far its days are rolled up. */
export interface CenterRange {
  locationId: number;
  name: string;
  timezone: string;
  today: string;
  from: string;
  to: string;
  /** Its last rolled-up day (null: none yet): days after it are read live. */
  throughDay: string | null;
}

export interface RangeParams {
  preset: InsightPreset;
  from: string | null;
  to: string | null;
  locationID: number | null;
}

/** The presets a snapshot holds, each ending on its center's anchor (decisions 077, 078). */
export const SNAPSHOT_PRESETS = insightPresets.filter((p): p is Exclude<InsightPreset, 'custom'> => p !== 'custom');

/** A snapshot's anchor: a center's last day and zone when it was taken. */
export interface Anchor {
  locationId: number;
  lastDay: string;
  timezone: string;
}

/**
 * The snapshot's anchors (decisions 076–078) when every center's range ends on its own, in its zone; else null (the
 * figures are read live).
 */
export async function anchorsEndingRanges(db: Db, centers: readonly CenterRange[]): Promise<Anchor[] | null> {
  const anchors = await rows<Anchor>(
    db,
    sql`select location_id as "locationId", last_day::text as "lastDay", timezone from insight_retention_anchors`,
  );
  const byId = new Map(anchors.map((a) => [a.locationId, a]));
  const ending = centers.every((c) => byId.get(c.locationId)?.lastDay === c.to && byId.get(c.locationId)?.timezone === c.timezone);
  return ending ? anchors : null;
}

/** A preset's first day in a snapshot's anchor's calendar, the range ending on the anchor's day. */
export const presetFirstDay = (preset: InsightPreset, anchor: Anchor) =>
  presetDays({ preset, from: null, to: null, locationID: null }, anchor.lastDay).from;

/** The preset's days in a center's calendar, given its today. */
export function presetDays(params: RangeParams, today: string): { from: string; to: string } {
  switch (params.preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return { from: params.from ?? today, to: params.to ?? today };
  }
}

/**
 * The caller's centers (center roles: their own, in the query as every staff read; a center filter outside them finds
 * none), each with the range in its own calendar: "today" is each center's today.
 */
export async function centerRanges(
  ctx: Pick<StaffContext, 'db' | 'clock'> & { staff: Pick<StaffContext['staff'], 'role' | 'centerIds'> },
  params: RangeParams,
): Promise<CenterRange[]> {
  const now = ctx.clock.now().toISOString();
  const scope = centerScope(ctx.staff, locations.id);
  const found = await rows<{ id: number; name: string; timezone: string; today: string; through_day: string | null }>(
    ctx.db,
    sql`select locations.id, locations.name, locations.timezone, (${now}::timestamptz at time zone locations.timezone)::date::text as today,
          m.through_day::text as through_day
        from locations left join insight_rollup_marks m on m.location_id = locations.id
        where ${scope ?? sql`true`} and ${params.locationID === null ? sql`true` : sql`locations.id = ${params.locationID}`}
        order by locations.name`,
  );
  return found.map((c) => ({
    locationId: c.id,
    name: c.name,
    timezone: c.timezone,
    today: c.today,
    throughDay: c.through_day,
    ...presetDays(params, c.today),
  }));
}

/** The range the reply names: the first center's (centers a time zone apart may be on different days at midnight). */
export function appliedRange(centers: readonly CenterRange[], params: RangeParams, now: Date): { from: string; to: string } {
  const first = centers[0];
  return first ? { from: first.from, to: first.to } : presetDays(params, now.toISOString().slice(0, 10));
}
