import type { InsightPreset, RetentionFigures } from '@portal/contract/entities/insights';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges, type CenterRange } from './center-ranges';
import { oneDecimal } from './range-sql';
import { activeStatement, rollupCovers } from './retention-sql';
import { readRetentionMonthSnapshot, snapshotMonthsFrom } from './retention-month-snapshot';
import { readMonths, type MonthRow } from './retention-months';
import { readSnapshot, type RetentionSnapshot, type SnapshotRow } from './retention-snapshot';
import { sumByTier } from './tiers';

interface ActiveRow {
  /** Null: the donor's figures over all the caller's centers (read with their tier); else at that center. */
  location_id: number | null;
  year_donations: number | string;
  active30: number | string;
  active60: number | string;
  active90: number | string;
  lapsed: number | string;
  donations30: number | string;
}

/** Counts, summed over rows; `perDonorMonthly` is worked out once they are. */
type Counts = Omit<RetentionFigures, 'perDonorMonthly'>;
const noCounts = (): Counts => ({ active30: 0, active60: 0, active90: 0, lapsed: 0, donations30: 0 });

function add(into: Counts, row: ActiveRow): void {
  into.active30 += Number(row.active30);
  into.active60 += Number(row.active60);
  into.active90 += Number(row.active90);
  into.lapsed += Number(row.lapsed);
  into.donations30 += Number(row.donations30);
}

const figures = (counts: Counts): RetentionFigures => ({
  ...counts,
  perDonorMonthly: counts.active30 === 0 ? null : oneDecimal(counts.donations30 / counts.active30),
});

/**
 * The snapshot's rows as activity rows: over every center (0) as the caller's overall rows, and a center's as its own;
 * for a caller of one center, its rows are both.
 */
function snapshotRows(keys: readonly number[], found: readonly SnapshotRow[]): ActiveRow[] {
  const one = keys.length === 1;
  return found.flatMap((row) => {
    const counts = { year_donations: row.tier, ...row };
    if (one)
      return [
        { ...counts, location_id: null },
        { ...counts, location_id: row.location_id },
      ];
    return [{ ...counts, location_id: row.location_id === 0 ? null : row.location_id }];
  });
}

/**
 * The donors' activity rows: from the snapshot when it answers the ranges (decision 076), else from the rollup when it
 * covers every range (decision 071), else from the visits.
 */
async function readActive(db: Db, centers: readonly CenterRange[], snapshot: RetentionSnapshot | null): Promise<ActiveRow[]> {
  if (snapshot) return snapshotRows(snapshot.keys, snapshot.found);
  const covers = rollupCovers(centers);
  if (!covers) return [];
  const [check] = await rows<{ covers: boolean }>(db, covers);
  const statement = activeStatement(centers, check?.covers === true);
  return statement ? rows<ActiveRow>(db, statement) : [];
}

/**
 * The month chart's months from the snapshot's first month on (decision 078), for a preset when retention's figures come
 * from the snapshot: over every center (key 0) or the one center.
 */
async function snapshotMonths(
  db: Db,
  centers: readonly CenterRange[],
  preset: InsightPreset,
  snapshot: RetentionSnapshot | null,
): Promise<{ from: string; found: MonthRow[] } | null> {
  const from = snapshot ? snapshotMonthsFrom(snapshot.anchors) : null;
  const [key] = snapshot?.keys ?? [];
  if (!from || key === undefined || preset === 'custom') return null;
  return { from, found: await readRetentionMonthSnapshot(db, centers, key, preset, from) };
}

/**
 * The retention reads' hash aggregates (a year's donor and month pairs, about 180,000 at a million visits) spill to disk
 * in PostgreSQL's default 4 MB: this transaction's statements get 32 MB (decision 071).
 */
const RETENTION_WORK_MEM = '32MB';

/** Retention at the caller's centers (issue 35): active and lapsed donors, donations per active donor, by center and tier. */
export const getRetentionHandler: Handler<'insights/getRetention'> = dashboardRead(async (ctx, params) => {
  const centers = await centerRanges(ctx, params);
  await ctx.db.execute(sql`select set_config('work_mem', ${RETENTION_WORK_MEM}, true)`);
  const snapshot = await readSnapshot(ctx.db, centers);
  const active = await readActive(ctx.db, centers, snapshot);
  const months = await readMonths(ctx.db, centers, await snapshotMonths(ctx.db, centers, params.preset, snapshot));
  const overall = active.filter((row) => row.location_id === null);
  const total = noCounts();
  for (const row of overall) add(total, row);
  const byCenter = new Map(centers.map((c) => [c.locationId, noCounts()]));
  for (const row of active) if (row.location_id !== null) add(byCenter.get(Number(row.location_id)) ?? noCounts(), row);
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    total: figures(total),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...figures(byCenter.get(c.locationId) ?? noCounts()) })),
    tiers: sumByTier(overall, noCounts, add).map(({ tier, figures: counts }) => ({ tier, ...figures(counts) })),
    months: months.map((m) => {
      const [donations, donors] = [Number(m.donations), Number(m.donors)];
      return { month: m.month, donations, donors, perDonor: donors === 0 ? null : oneDecimal(donations / donors) };
    }),
  };
});
