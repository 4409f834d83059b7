import type { InsightPreset } from '@portal/contract/entities/insights';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { anchorsEndingRanges, presetFirstDay, SNAPSHOT_PRESETS, type Anchor, type CenterRange } from './center-ranges';
import { centerRangesValues } from './range-sql';
import { thresholdAt } from './retention-sql';
import { ledgerMoves } from './points-months-sql';
import { heldAndMoved, type HolderRow, type MonthMoves } from './points-sql';

const kinds = ledgerMoves('x');

/** Each anchor's preset ranges as `values` rows `(location_id, preset, first_day, last_day, zone)`. */
function presetRanges(anchors: readonly Anchor[]): SQL {
  return sql.join(
    anchors.flatMap((a) =>
      SNAPSHOT_PRESETS.map((preset, i) => {
        return sql`(${a.locationId}::int, ${i + 1}::int, ${presetFirstDay(preset, a)}::date, ${a.lastDay}::date, ${a.timezone}::text)`;
      }),
    ),
    sql`, `,
  );
}

/**
 * Per center: its end, each preset's first instant (`s1`…), the year's first month, and `scan_month`, the first month
 * of the shorter presets, from which the ledger is read entry by entry; the months before it come from the donors'
 * months (`insight_donor_months`), for the year's moves and the balance.
 */
function snapshotBounds(anchors: readonly Anchor[]): SQL {
  const starts = SNAPSHOT_PRESETS.map(
    (_, i) => sql`min(first_day::timestamp at time zone zone) filter (where preset = ${sql.raw(String(i + 1))}) as ${sql.raw(`s${i + 1}`)}`,
  );
  const year = SNAPSHOT_PRESETS.indexOf('year') + 1;
  return sql`ranges(location_id, preset, first_day, last_day, zone) as (values ${presetRanges(anchors)}),
    grouped as (
      select location_id, zone, max(last_day) + 1 as end_day, ${sql.join(starts, sql`, `)},
             min(first_day) filter (where preset = ${year}) as year_month,
             date_trunc('month', min(first_day) filter (where preset <> ${year}))::date as scan_month
        from ranges group by location_id, zone
    ),
    b as (
      select g.*, (end_day::timestamp at time zone zone) as end_at, (scan_month::timestamp at time zone zone) as scan_at
        from grouped g
    )`;
}

/** Per preset, a kind's moves of the entries `x` inside it, as an array in the presets' order. */
const presetArray = (kind: (typeof kinds)[number], rolledYear: SQL) =>
  sql`array[${sql.join(
    SNAPSHOT_PRESETS.map((p, i) => {
      const live = sql`coalesce(sum(${kind.moved}) filter (where x.live and x.created_at >= b.${sql.raw(`s${i + 1}`)}), 0)`;
      return p === 'year' ? sql`${live} + ${rolledYear}` : live;
    }),
    sql`, `,
  )}]::bigint[]`;

/**
 * Writes the points snapshot at the anchors (decision 077), in the snapshot's transaction: each home center's donor
 * with her tier and balance at its end and each preset's moves; their sums per center, tier and preset; and the month
 * chart per center, preset and month.
 */
export async function writePointsSnapshot(tx: Db, anchors: readonly Anchor[]): Promise<void> {
  await tx.execute(sql`delete from insight_points_donors`);
  await tx.execute(sql`delete from insight_points_totals`);
  await tx.execute(sql`delete from insight_points_months`);
  await tx.execute(sql`delete from insight_points_touched`);
  if (anchors.length === 0) return;
  const rolledYear = (column: string) => sql`coalesce(sum(x.${sql.raw(column)}) filter (where not x.live and x.month >= b.year_month), 0)`;
  await tx.execute(sql`create temporary table points_snapshot_rows on commit drop as
    with ${snapshotBounds(anchors)}
    select r.donor_id, r.location_id, false as live, r.month, null::timestamptz as created_at, null::text as kind,
           0 as points, r.last_id as id, r.balance, r.entries, r.earned, r.redeemed, r.expired, r.adjusted
      from insight_donor_months r join b on b.location_id = r.location_id and r.month < b.scan_month
    union all
    select l.donor_id, d.home_location_id, true, null, l.created_at, l.kind::text, l.points, l.id, l.balance_after, 1, 0, 0, 0, 0
      from points_ledger l join donors d on d.id = l.donor_id join b on b.location_id = d.home_location_id
     where l.created_at >= (select min(scan_at) from b) and l.created_at >= b.scan_at and l.created_at < b.end_at`);
  await tx.execute(sql`insert into insight_points_donors (donor_id, location_id, tier, balance, earned, redeemed, expired, adjusted)
    with ${snapshotBounds(anchors)},
    per_donor as (
      select x.donor_id as donor_id, x.location_id, b.end_at,
             coalesce((max(array[x.id, x.balance]) filter (where x.id is not null))[2], 0) as balance,
             ${sql.join(
               kinds.map((k) => sql`${presetArray(k, rolledYear(k.column))} as ${sql.raw(k.column)}`),
               sql`, `,
             )}
        from points_snapshot_rows x join b on b.location_id = x.location_id
       group by x.donor_id, x.location_id, b.end_at
    )
    select d.donor_id, d.location_id, ${thresholdAt(sql`d.end_at`)}, d.balance, d.earned, d.redeemed, d.expired, d.adjusted
      from per_donor d left join insight_donor_latest l on l.donor_id = d.donor_id`);
  const presets = sql.join(
    SNAPSHOT_PRESETS.map((p, i) => sql`(${i + 1}::int, ${p}::text)`),
    sql`, `,
  );
  await tx.execute(sql`insert into insight_points_totals (location_id, tier, preset, holders, balance, earned, redeemed, expired, adjusted)
    select d.location_id, d.tier, p.preset, count(*) filter (where d.balance > 0), sum(d.balance), sum(d.earned[p.i]),
           sum(d.redeemed[p.i]), sum(d.expired[p.i]), sum(d.adjusted[p.i])
      from insight_points_donors d cross join (values ${presets}) p(i, preset)
     group by 1, 2, 3`);
  const monthMoves = (entries: SQL) =>
    sql`${entries} as entries, ${sql.join(
      kinds.map((k) => sql`sum(${k.moved}) as ${sql.raw(k.column)}`),
      sql`, `,
    )}`;
  await tx.execute(sql`insert into insight_points_months (location_id, preset, month, entries, earned, redeemed, expired, adjusted)
    with ${snapshotBounds(anchors)},
    presets(i, preset) as (values ${presets})
    select x.location_id, 'year', to_char(x.month, 'YYYY-MM'), sum(x.entries), sum(x.earned), sum(x.redeemed), sum(x.expired),
           sum(x.adjusted)
      from points_snapshot_rows x join b on b.location_id = x.location_id
     where not x.live and x.month >= b.year_month
     group by 1, 3 having sum(x.entries) > 0
    union all
    select x.location_id, p.preset, to_char(x.created_at at time zone b.zone, 'YYYY-MM'), ${monthMoves(sql`count(*)`)}
      from points_snapshot_rows x join b on b.location_id = x.location_id
      cross join presets p
     where x.live and x.created_at >= (case p.i ${sql.join(
       SNAPSHOT_PRESETS.map((_, i) => sql`when ${sql.raw(String(i + 1))} then b.${sql.raw(`s${i + 1}`)}`),
       sql` `,
     )} end)
     group by 1, 2, 3`);
}

/** The caller's centers' ranges of one preset as instants `b(location_id, zone, start_at, end_at)`. */
const rangeBounds = (values: SQL) => sql`ranges(location_id, first_day, last_day, zone) as (values ${values}),
  b as (
    select location_id, zone, (first_day::timestamp at time zone zone) as start_at,
           ((last_day + 1)::timestamp at time zone zone) as end_at
      from ranges
  )`;

const touchedDonors = sql`(select donor_id from insight_retention_touched union select donor_id from insight_points_touched)`;

/**
 * The points figures of a preset at the caller's centers from the snapshot (decision 077), when every center's range
 * ends on its anchor and the snapshot is not set aside; else null (read live). The totals, less the changed donors'
 * snapshot rows, plus their figures now (read per donor); the month chart, plus the entries written since.
 */
export async function readPointsSnapshot(
  db: Db,
  centers: readonly CenterRange[],
  preset: InsightPreset,
): Promise<{ holders: HolderRow[]; months: MonthMoves[] } | null> {
  const index = SNAPSHOT_PRESETS.findIndex((p) => p === preset) + 1;
  const values = centerRangesValues(centers);
  if (index === 0 || !values || !(await anchorsEndingRanges(db, centers))) return null;
  const [state] = await rows<{ aside: boolean }>(
    db,
    sql`select exists (select 1 from insight_points_touched where ledger_id is null) as aside`,
  );
  if (state?.aside !== false) return null;
  const inScope = sql`location_id in (${sql.join(
    centers.map((c) => sql`${c.locationId}::int`),
    sql`, `,
  )})`;
  const i = sql.raw(String(index));
  const holders = await rows<HolderRow>(
    db,
    sql`with ${rangeBounds(values)},
      scoped as (
        select d.id as donor_id, b.location_id, b.start_at, b.end_at
          from ${touchedDonors} t join donors d on d.id = t.donor_id join b on b.location_id = d.home_location_id
      ),
      live as (${heldAndMoved}),
      parts as (
        select location_id, tier as year_donations, holders, balance, earned, redeemed, expired, adjusted
          from insight_points_totals where preset = ${preset} and ${inScope}
        union all
        select location_id, tier, -count(*) filter (where balance > 0), -sum(balance), -sum(earned[${i}]), -sum(redeemed[${i}]),
               -sum(expired[${i}]), -sum(adjusted[${i}])
          from insight_points_donors where ${inScope} and donor_id in ${touchedDonors}
         group by 1, 2
        union all
        select location_id, year_donations, holders, balance, earned, redeemed, expired, adjusted from live
      )
      select location_id, year_donations, sum(holders) as holders, sum(balance) as balance, sum(earned) as earned,
             sum(redeemed) as redeemed, sum(expired) as expired, sum(adjusted) as adjusted
        from parts group by 1, 2`,
  );
  const months = await rows<MonthMoves>(
    db,
    sql`with ${rangeBounds(values)},
      parts as (
        select month, entries, earned, redeemed, expired, adjusted from insight_points_months where preset = ${preset} and ${inScope}
        union all
        select to_char(x.created_at at time zone b.zone, 'YYYY-MM'), 1, ${sql.join(
          kinds.map((k) => k.moved),
          sql`, `,
        )}
          from insight_points_touched t join points_ledger x on x.id = t.ledger_id join donors d on d.id = x.donor_id
          join b on b.location_id = d.home_location_id and x.created_at >= b.start_at and x.created_at < b.end_at
      )
      select month, sum(earned) as earned, sum(redeemed) as redeemed, sum(expired) as expired, sum(adjusted) as adjusted
        from parts group by 1 having sum(entries) > 0 order by 1`,
  );
  return { holders, months };
}
