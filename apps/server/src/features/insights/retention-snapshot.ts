import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { anchorsEndingRanges, type Anchor, type CenterRange } from './center-ranges';
import { writePointsSnapshot } from './points-snapshot';
import { writeRetentionMonthSnapshot } from './retention-month-snapshot';
import { centerRangesValues } from './range-sql';
import { boundsOf, donationFlags, donorRows, liveGiven, rollupCovers, rolledGiven, thresholdAt } from './retention-sql';

/** One snapshot at a time on the whole database, whichever process takes it (decision 076). */
const SNAPSHOT_LOCK = 35_076;

/**
 * Changed donors a read takes live before the job takes the snapshot again: each costs her year's donations read from
 * `visits_donor_donated_idx` (about 20 entries for a monthly donor).
 */
export const TOUCHED_LIMIT = 2_000;

/** A center's range of one day, its anchor: retention's windows and tier end with it. */
const oneDay = (locationId: number, timezone: string, day: string): CenterRange => ({
  locationId,
  name: '',
  timezone,
  today: day,
  from: day,
  to: day,
  throughDay: null,
});

/** A donor row's range end: the latest center's over every center, else its center's. */
const rowEnd = sql`(case when d.overall = 1 then (select max(end_at) from bounds) else (select b.end_at from bounds b where b.location_id = d.location_id) end)`;

/**
 * Each donor's figures `(donor_id, location_id, tier, a30, a60, a90, n30)` at the centers' ranges (0: over every center),
 * as the live read computes them: from `given` (a query over `bounds`), her tier at the row's end.
 */
function donorFigures(ranges: SQL, given: SQL): SQL {
  return sql`with ${boundsOf(ranges)},
    given as (${given}),
    ${donorRows}
    select d.donor_id, case when d.overall = 1 then 0 else d.location_id end as location_id,
           ${thresholdAt(rowEnd)} as tier,
           d.a30, d.a60, d.a90, d.n30
      from donor_rows d left join insight_donor_latest l on l.donor_id = d.donor_id`;
}

/** The changed donors' donations in the year up to their centers' ends, read per donor (`visits_donor_donated_idx`). */
const touchedGiven = sql`select ${donationFlags}
    from (select distinct donor_id from insight_retention_touched) t
    join visits v on v.donor_id = t.donor_id and v.donated
    join bounds b on b.location_id = v.location_id and v.checkin_at >= b.d365 and v.checkin_at < b.end_at`;

/** Figures summed per `(location_id, tier)` of rows with `a30`…`n30`, each count times `sign`. */
const summed = (sign: SQL) => sql`${sign} * count(*) filter (where a30) as active30, ${sign} * count(*) filter (where a60) as active60,
  ${sign} * count(*) filter (where a90) as active90, ${sign} * count(*) filter (where not a90) as lapsed,
  ${sign} * coalesce(sum(n30), 0) as donations30`;

/**
 * Takes retention's and the points' snapshots again when they are due (decisions 076, 077): a center's today (or its
 * zone, or the centers) is not its anchor any more, `TOUCHED_LIMIT` changes were noted since, or the points snapshot was
 * set aside. In one repeatable-read transaction, so the rows of `insight_retention_touched` and `insight_points_touched`
 * it removes are exactly those whose changes its figures hold; a change committed meanwhile stays noted for the reads.
 * Returns whether it took them.
 */
export async function takeSnapshots(db: Db, now: string): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SNAPSHOT_LOCK}) as locked`);
      if (!lock?.locked) return false;
      const centers = await rows<{ id: number; timezone: string; today: string; anchored: boolean }>(
        tx,
        sql`select l.id, l.timezone, (${now}::timestamptz at time zone l.timezone)::date::text as today,
              (a.last_day = (${now}::timestamptz at time zone l.timezone)::date and a.timezone = l.timezone) is true as anchored
            from locations l left join insight_retention_anchors a on a.location_id = l.id`,
      );
      const [state] = await rows<{ anchors: number; touched: number; aside: boolean }>(
        tx,
        sql`select (select count(*) from insight_retention_anchors)::int as anchors,
                   ((select count(*) from (select 1 from insight_retention_touched limit ${TOUCHED_LIMIT}) t)
                    + (select count(*) from (select 1 from insight_points_touched limit ${TOUCHED_LIMIT}) t))::int as touched,
                   exists (select 1 from insight_points_touched where ledger_id is null) as aside`,
      );
      const anchored = centers.every((c) => c.anchored) && state?.anchors === centers.length && state.aside === false;
      if (anchored && state.touched < TOUCHED_LIMIT) return false;
      const anchors = centers.map((c) => ({ locationId: c.id, lastDay: c.today, timezone: c.timezone }));
      const ranges = anchors.map((a) => oneDay(a.locationId, a.timezone, a.lastDay));
      await tx.execute(sql`delete from insight_retention_anchors`);
      await tx.execute(sql`delete from insight_retention_donors`);
      await tx.execute(sql`delete from insight_retention_totals`);
      await tx.execute(sql`delete from insight_retention_touched`);
      const values = centerRangesValues(ranges);
      await writePointsSnapshot(tx, anchors);
      await writeRetentionMonthSnapshot(tx, anchors);
      if (!values) return true;
      const covers = rollupCovers(ranges);
      const [check] = covers ? await rows<{ covers: boolean }>(tx, covers) : [];
      const fromRollup = check?.covers === true;
      await tx.execute(sql`insert into insight_retention_anchors (location_id, last_day, timezone)
        select id, (${now}::timestamptz at time zone timezone)::date, timezone from locations`);
      await tx.execute(sql`insert into insight_retention_donors (donor_id, location_id, tier, a30, a60, a90, n30)
        ${donorFigures(values, fromRollup ? rolledGiven : liveGiven)}`);
      await tx.execute(sql`insert into insight_retention_totals (location_id, tier, active30, active60, active90, lapsed, donations30)
        select location_id, tier, ${summed(sql`1`)} from insight_retention_donors group by 1, 2`);
      return true;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Retention read from the snapshot: the keys read (0: over every center), their rows, and the snapshot's anchors. */
export interface RetentionSnapshot {
  keys: number[];
  found: SnapshotRow[];
  anchors: Anchor[];
}

/** A row of `readSnapshot`: figures per center (0: over every center) and tier threshold. */
export interface SnapshotRow {
  location_id: number;
  tier: number;
  active30: number | string;
  active60: number | string;
  active90: number | string;
  lapsed: number | string;
  donations30: number | string;
}

/**
 * Retention's figures from the snapshot when it answers the caller's ranges (decision 076): every center's range ends on
 * its anchor, in its zone, and the caller reads every anchored center or one; else null (read live). The totals, less
 * the changed donors' rows in the snapshot, plus their figures now (read per donor): the same figures as the live read.
 * `keys`: 0 (over every center) and the centers, or the one center; `anchors`: the snapshot's.
 */
export async function readSnapshot(db: Db, centers: readonly CenterRange[]): Promise<RetentionSnapshot | null> {
  const anchors = await anchorsEndingRanges(db, centers);
  const [only] = centers;
  if (!anchors || !only) return null;
  const whole = centers.length === anchors.length;
  if (!whole && centers.length > 1) return null;
  const keys = whole ? [0, ...centers.map((c) => c.locationId)] : [only.locationId];
  const values = centerRangesValues(anchors.map((a) => oneDay(a.locationId, a.timezone, a.lastDay)));
  if (!values) return null;
  const inKeys = sql`location_id in (${sql.join(
    keys.map((k) => sql`${k}::int`),
    sql`, `,
  )})`;
  const found = await rows<SnapshotRow>(
    db,
    sql`with live as (${donorFigures(values, touchedGiven)}),
      parts as (
        select location_id, tier, active30, active60, active90, lapsed, donations30 from insight_retention_totals where ${inKeys}
        union all
        select location_id, tier, ${summed(sql`-1`)} from insight_retention_donors
         where ${inKeys} and donor_id in (select donor_id from insight_retention_touched)
         group by 1, 2
        union all
        select location_id, tier, ${summed(sql`1`)} from live where ${inKeys} group by 1, 2
      )
      select location_id, tier, sum(active30) as active30, sum(active60) as active60, sum(active90) as active90,
             sum(lapsed) as lapsed, sum(donations30) as donations30
        from parts group by 1, 2`,
  );
  return { keys, found, anchors };
}
