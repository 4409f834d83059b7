import { and, eq, max, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consentRecords } from '../db/schema/index';

/**
 * The consent history's sources that are no change of the donor's own: a center's record, and the snapshot taken when
 * the history began (dated at the donor's creation, whoever set those choices). Every other row (registration,
 * profile, a STOP text, a one-click unsubscribe, staff on her request, her closing) is the donor's side of the
 * newer-change rule for her choices (decision 067).
 */
export const notDonorConsentSources = ['center', 'before-history'] as const;

/**
 * When the donor herself last changed any of her communication choices, by her consent history; null when never. The
 * group's time, not each choice's: a withdrawal records only the choices it turned off (a STOP with text offers
 * already off records two rows, yet means no texts at all), so the history cannot say which choices she meant.
 */
export async function lastDonorConsentChange(db: Db, donorId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(consentRecords.recordedAt) })
    .from(consentRecords)
    .where(and(eq(consentRecords.donorId, donorId), notInArray(consentRecords.source, [...notDonorConsentSources])));
  return row?.at ?? null;
}
