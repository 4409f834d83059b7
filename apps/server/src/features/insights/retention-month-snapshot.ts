import type { InsightPreset } from '@portal/contract/entities/insights';
import { addDays } from '@portal/contract/rules/zoned-time';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { presetFirstDay, SNAPSHOT_PRESETS, type Anchor, type CenterRange } from './center-ranges';
import type { MonthRow } from './retention-months';

/**
 * The first month the snapshot holds retention's month chart from (decision 078): the earliest first month of any
 * anchor's shorter presets (its last 30 days or its month), the same for every center so that a month over every center
 * comes whole from one place.
 */
export function snapshotMonthsFrom(anchors: readonly Pick<Anchor, 'lastDay'>[]): string | null {
  const firsts = anchors.map((a) => {
    const monthStart = `${a.lastDay.slice(0, 7)}-01`;
    const thirty = addDays(a.lastDay, -29);
    return `${(thirty < monthStart ? thirty : monthStart).slice(0, 7)}-01`;
  });
  return firsts.length === 0 ? null : firsts.reduce((a, b) => (a < b ? a : b));
}

/**
 * Per center range `(location_id, preset, first_day, last_day, zone)` in `ranges`: its days from `from` on, cut at its
 * local months' first instants (`segments(location_id, preset, month, from_at, to_at)`).
 */
const segmentsFrom = (from: string) => sql`segments as (
    select r.location_id, r.preset, g.m::date as month,
           (greatest(r.first_day, g.m::date)::timestamp at time zone r.zone) as from_at,
           (least(r.last_day + 1, (g.m + interval '1 month')::date)::timestamp at time zone r.zone) as to_at
      from ranges r
     cross join lateral generate_series(date_trunc('month', greatest(r.first_day, ${from}::date)), r.last_day, interval '1 month') as g(m)
  )`;

/** Each preset's index in `donations` (1-based) beside its name, as `values` rows `(i, preset)`. */
const presetIndexes = sql.join(
  SNAPSHOT_PRESETS.map((p, i) => sql`(${i + 1}::int, ${p}::text)`),
  sql`, `,
);

/**
 * Writes retention's month chart from `snapshotMonthsFrom` to each anchor's day, in the snapshot's transaction (decision
 * 078): each donor's donations per center and over every center (0) and local month, counted per preset in
 * `SNAPSHOT_PRESETS`' order, from one scan of the donations since that month (`visits_location_donated_idx`); and their
 * sums per preset with the donors counted.
 */
export async function writeRetentionMonthSnapshot(tx: Db, anchors: readonly Anchor[]): Promise<void> {
  await tx.execute(sql`delete from insight_retention_donor_months`);
  await tx.execute(sql`delete from insight_retention_month_totals`);
  const from = snapshotMonthsFrom(anchors);
  if (!from) return;
  const starts = (a: Anchor) =>
    SNAPSHOT_PRESETS.map((preset) => {
      const day = presetFirstDay(preset, a);
      return sql`(${day < from ? from : day}::date::timestamp at time zone ${a.timezone}::text)`;
    });
  const centers = sql.join(
    anchors.map(
      (a) =>
        sql`(${a.locationId}::int, ${a.timezone}::text, (${from}::date::timestamp at time zone ${a.timezone}::text),
             ((${a.lastDay}::date + 1)::timestamp at time zone ${a.timezone}::text), array[${sql.join(starts(a), sql`, `)}])`,
    ),
    sql`, `,
  );
  const counted = (each: (i: SQL) => SQL) =>
    sql`array[${sql.join(
      SNAPSHOT_PRESETS.map((_, i) => each(sql.raw(String(i + 1)))),
      sql`, `,
    )}]::int[]`;
  await tx.execute(sql`insert into insight_retention_donor_months (donor_id, location_id, month, donations)
    with b(location_id, zone, from_at, end_at, starts) as (values ${centers}),
    given as (
      select v.donor_id, v.location_id, date_trunc('month', v.checkin_at at time zone b.zone)::date as month,
             ${counted((i) => sql`count(*) filter (where v.checkin_at >= b.starts[${i}])`)} as donations
        from b
        join visits v on v.location_id = b.location_id and v.donated and v.checkin_at >= b.from_at and v.checkin_at < b.end_at
       group by 1, 2, 3
    )
    select donor_id, location_id, month, donations from given
    union all
    select donor_id, 0, month, ${counted((i) => sql`sum(donations[${i}])`)} from given group by donor_id, month`);
  await tx.execute(sql`insert into insight_retention_month_totals (location_id, preset, month, donations, donors)
    select d.location_id, p.preset, d.month, sum(d.donations[p.i]), count(*) filter (where d.donations[p.i] > 0)
      from insight_retention_donor_months d cross join (values ${presetIndexes}) p(i, preset)
     group by 1, 2, 3 having sum(d.donations[p.i]) > 0`);
}

/**
 * Retention's month chart from the snapshot for a preset (decision 078), when retention's figures come from it (`key`:
 * 0 for every center, else the one center): the months from `from` on, the totals less the changed donors' rows plus
 * their donations now (read per donor); the months before `from` are read as before.
 */
export async function readRetentionMonthSnapshot(
  db: Db,
  centers: readonly CenterRange[],
  key: number,
  preset: InsightPreset,
  from: string,
): Promise<MonthRow[]> {
  const ranges = sql.join(
    centers.map((c) => sql`(${c.locationId}::int, ${preset}::text, ${c.from}::date, ${c.to}::date, ${c.timezone}::text)`),
    sql`, `,
  );
  const touched = sql`(select donor_id from insight_retention_touched)`;
  const index = sql.raw(String(SNAPSHOT_PRESETS.findIndex((p) => p === preset) + 1));
  return rows<MonthRow>(
    db,
    sql`with ranges(location_id, preset, first_day, last_day, zone) as (values ${ranges}),
      ${segmentsFrom(from)},
      live as (
        select s.month, v.donor_id, count(*) as donations
          from (select distinct donor_id from insight_retention_touched) t
          join visits v on v.donor_id = t.donor_id and v.donated
          join segments s on s.location_id = v.location_id and v.checkin_at >= s.from_at and v.checkin_at < s.to_at
         group by 1, 2
      ),
      parts as (
        select month, donations, donors from insight_retention_month_totals where location_id = ${key}::int and preset = ${preset}
        union all
        select month, -sum(donations[${index}]), -count(*) filter (where donations[${index}] > 0) from insight_retention_donor_months
         where location_id = ${key}::int and donor_id in ${touched}
         group by 1
        union all
        select month, sum(donations), count(*) from live group by 1
      )
      select to_char(month, 'YYYY-MM') as month, sum(donations) as donations, sum(donors) as donors
        from parts group by parts.month having sum(donations) > 0 order by parts.month`,
  );
}
