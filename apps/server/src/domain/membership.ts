import { and, count, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import { DAY_MS, TIER_WINDOW_DAYS } from '@portal/contract';
import type { Db, Tx } from '../db/client';
import type { Bindable } from '../db/prepared-statement';
import { visits } from '../db/schema/index';

/** Which of a donor's donations a count takes, by check-in: after one moment, up to another (inclusive), before a third. */
export interface DonationPeriod<T = Date> {
  after?: T;
  through?: T;
  before?: T;
}

/** Completed donations in the 12 months up to `at` (inclusive): what the membership tier counts. */
export async function donationsInTierWindow(db: Db | Tx, donorId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .where(donatedIn(donorId, tierWindow(at)));
  return row?.n ?? 0;
}

/** The 12 months up to `at` (inclusive) that the membership tier counts the donations of. */
export function tierWindow(at: Date): DonationPeriod {
  return { after: new Date(at.getTime() - TIER_WINDOW_DAYS * DAY_MS), through: at };
}

/** The donor's completed donations checked in within `period`. */
export function donatedIn(donorId: Bindable<string>, period: DonationPeriod<Bindable<Date>>): SQL | undefined {
  return and(
    eq(visits.donorId, donorId),
    eq(visits.donated, true),
    period.after === undefined ? undefined : gt(visits.checkinAt, period.after),
    period.through === undefined ? undefined : lte(visits.checkinAt, period.through),
    period.before === undefined ? undefined : lt(visits.checkinAt, period.before),
  );
}
