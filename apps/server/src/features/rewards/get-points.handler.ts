import { and, desc, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { pointsLedger } from '../../db/schema/index';
import { currentBalance } from '../../domain/points-ledger';
import type { Handler } from '../../service-context';

/** Without a month filter the history shows this many newest entries. */
const RECENT_ENTRIES = 50;

function monthStart(year: number, monthIndex: number): Date {
  return new Date(Date.UTC(year, monthIndex, 1));
}

/** Ledger entries booked in one calendar month (`YYYY-MM`, UTC). */
function monthRange(month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return and(gte(pointsLedger.createdAt, monthStart(year, monthNumber - 1)), lt(pointsLedger.createdAt, monthStart(year, monthNumber)));
}

/** Balance, this month's earnings (UTC calendar month) and the history, all read from the ledger. */
export const getPointsHandler: Handler<'reward/getPoints'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const now = ctx.clock.now();
  const thisMonth = monthStart(now.getUTCFullYear(), now.getUTCMonth());
  const [earned] = await ctx.db
    .select({ total: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.donorId, donorId), inArray(pointsLedger.kind, ['earned', 'bonus']), gte(pointsLedger.createdAt, thisMonth)));

  const rows = await ctx.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.donorId, donorId), params.month ? monthRange(params.month) : undefined))
    .orderBy(desc(pointsLedger.id))
    .limit(params.month ? 1_000 : RECENT_ENTRIES);

  return {
    status: 200,
    pointsBalance: await currentBalance(ctx.db, donorId),
    monthlyEarned: earned?.total ?? 0,
    pointHistories: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      points: row.points,
      balanceAfter: row.balanceAfter,
      details: row.details,
      createdTS: row.createdAt.toISOString(),
    })),
  };
};
