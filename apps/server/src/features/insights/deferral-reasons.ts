import { deferralReasons } from '@portal/contract/entities/insights';
import { visitDeferralCodes } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CenterRange } from './center-ranges';
import { rolledOrLive } from './figures';
import { deferralDaysQuery } from './rollup-detail-sql';
import { percentOf } from './range-sql';

/**
 * The range's deferred visits (visits without a donation) by the visit's deferral code, or `unrecorded` when the center
 * gave none, each against the range's visits: past days from `insight_deferral_days` (decision 064), the days after
 * each center's last rolled-up day live.
 */
export async function readDeferralReasons(db: Db, centers: readonly CenterRange[], visits: number) {
  const days = rolledOrLive(
    centers,
    (where) => sql`select code, deferrals from insight_deferral_days where ${where}`,
    (spans) => sql`select code, deferrals from (${deferralDaysQuery(spans)}) l`,
  );
  const found = days
    ? await rows<{ reason: string; deferrals: number | string }>(
        db,
        sql`select case when code in (${sql.join(
          visitDeferralCodes.map((code) => sql`${code}`),
          sql`, `,
        )}) then code else 'unrecorded' end as reason, sum(deferrals) as deferrals
              from (${days}) d
             group by 1`,
      )
    : [];
  return deferralReasons.map((reason) => {
    const deferrals = Number(found.find((row) => row.reason === reason)?.deferrals ?? 0);
    return { reason, deferrals, percentOfVisits: percentOf(deferrals, visits) };
  });
}
