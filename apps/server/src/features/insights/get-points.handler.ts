import type { PointsFigures } from '@portal/contract/entities/insights';
import { readProgramSettings } from '../../domain/program-settings';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { appliedRange, centerRanges } from './center-ranges';
import { readPointsSnapshot } from './points-snapshot';
import { readHolders, readMonthMoves, type HolderRow, type MoveSums } from './points-sql';
import { sumByTier } from './tiers';

type Counts = Omit<PointsFigures, 'liabilityCents'>;
const noCounts = (): Counts => ({ earned: 0, redeemed: 0, expired: 0, adjusted: 0, holders: 0, balance: 0 });

const moves = (row: MoveSums) => ({
  earned: Number(row.earned ?? 0),
  redeemed: Number(row.redeemed ?? 0),
  expired: Number(row.expired ?? 0),
  adjusted: Number(row.adjusted ?? 0),
});

function add(into: Counts, row: HolderRow): void {
  const m = moves(row);
  into.earned += m.earned;
  into.redeemed += m.redeemed;
  into.expired += m.expired;
  into.adjusted += m.adjusted;
  into.holders += Number(row.holders);
  into.balance += Number(row.balance ?? 0);
}

/**
 * The points program (issue 35): the ledger's moves in the range, the outstanding balance and its dollar value; a preset
 * ending today from the snapshot (decision 077).
 */
export const getPointsHandler: Handler<'insights/getPoints'> = dashboardRead(async (ctx, params) => {
  const { pointsPerDollar } = await readProgramSettings(ctx.db);
  const figures = (counts: Counts): PointsFigures => ({ ...counts, liabilityCents: Math.round((counts.balance * 100) / pointsPerDollar) });
  const centers = await centerRanges(ctx, params);
  const snapshot = await readPointsSnapshot(ctx.db, centers, params.preset);
  const holders = await readHolders(ctx, params, centers, snapshot?.holders ?? null);
  const months = await readMonthMoves(ctx, params, centers, snapshot?.months ?? null);
  const total = noCounts();
  const byCenter = new Map(centers.map((c) => [c.locationId, noCounts()]));
  for (const row of holders) {
    add(total, row);
    if (row.location_id !== null) add(byCenter.get(Number(row.location_id)) ?? noCounts(), row);
  }
  return {
    status: 200,
    range: appliedRange(centers, params, ctx.clock.now()),
    pointsPerDollar,
    total: figures(total),
    centers: centers.map((c) => ({ locationID: c.locationId, name: c.name, ...figures(byCenter.get(c.locationId) ?? noCounts()) })),
    tiers: sumByTier(holders, noCounts, add).map(({ tier, figures: counts }) => ({ tier, ...figures(counts) })),
    months: months.map((m) => ({ month: m.month, ...moves(m) })),
  };
});
