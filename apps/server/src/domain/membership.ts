import { and, count, eq, gt, lte, type SQL } from 'drizzle-orm';
import { TIER_WINDOW_DAYS } from '@portal/contract';
import type { Db } from '../db/client';
import { visits } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Completed donations in the 12 months up to `at` (inclusive): what the membership tier counts. */
export async function donationsInTierWindow(db: Db | Tx, donorId: string, at: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(visits).where(inTierWindow(donorId, at));
  return row?.n ?? 0;
}

/** The donor's visits `donationsInTierWindow` counts, for a statement that counts them among other things. */
export function inTierWindow(donorId: string, at: Date): SQL | undefined {
  const since = new Date(at.getTime() - TIER_WINDOW_DAYS * DAY_MS);
  return and(eq(visits.donorId, donorId), eq(visits.donated, true), gt(visits.checkinAt, since), lte(visits.checkinAt, at));
}
