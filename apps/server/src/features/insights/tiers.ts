import type { InsightTier } from '@portal/contract/entities/insights';
import { insightTiers } from '@portal/contract/entities/insights';
import { tierFor, TIER_WINDOW_DAYS } from '@portal/contract/rewards/tiers';
import { sql, type SQL } from 'drizzle-orm';

/** The tier of a donor with this many donations in the tier's window (below Bronze: `none`). */
export const tierOf = (yearDonations: number): InsightTier => tierFor(yearDonations).tier ?? 'none';

/**
 * A donor's donations anywhere in the tier's window up to `at` (the program's rule, `membership.ts`: after
 * `at` − 365 days, up to `at` included), from the donations' index `visits_donor_donated_idx` alone: what the tier
 * is read from.
 */
export function yearDonationsAt(donorId: SQL, at: SQL): SQL {
  return sql`(select count(*) from visits t where t.donor_id = ${donorId} and t.donated
    and t.checkin_at > ${at} - interval '1 hour' * ${sql.raw(String(24 * TIER_WINDOW_DAYS))} and t.checkin_at <= ${at})`;
}

/** Figures summed per tier, every tier listed in order (`none` first), for rows that name their donations in the window. */
export function sumByTier<Row extends { year_donations: number | string }, Figures>(
  found: readonly Row[],
  none: () => Figures,
  add: (into: Figures, row: Row) => void,
): { tier: InsightTier; figures: Figures }[] {
  const byTier = new Map(insightTiers.map((tier) => [tier, none()]));
  for (const row of found) {
    const into = byTier.get(tierOf(Number(row.year_donations)));
    if (into) add(into, row);
  }
  return insightTiers.map((tier) => ({ tier, figures: byTier.get(tier) ?? none() }));
}
