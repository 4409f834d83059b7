import type { Bilingual } from '@portal/contract';
import type { Db } from '../db/client';
import { donorDeferrals } from '../db/schema/index';

export interface DeferralInput {
  donorId: string;
  /** The education topic explaining the reason (`deferralEducationCode`). */
  code: string;
  reason: Bilingual;
  deferredAt: Date;
  /** YYYY-MM-DD, the first day the donor may donate again; null for a permanent deferral. */
  until: string | null;
}

/** Records a deferral: a center's, or the qualification check's result. */
export async function recordDeferral(db: Db, input: DeferralInput): Promise<typeof donorDeferrals.$inferSelect> {
  const [row] = await db
    .insert(donorDeferrals)
    .values({
      donorId: input.donorId,
      code: input.code,
      reason: input.reason,
      deferredAt: input.deferredAt,
      until: input.until,
    })
    .returning();
  if (!row) throw new Error('deferral insert returned no row');
  return row;
}
