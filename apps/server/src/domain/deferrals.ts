import type { Db } from '../db/client';
import { donorDeferrals } from '../db/schema/index';
import type { Localized } from './check-documents';

export interface DeferralInput {
  donorId: string;
  /** The education topic explaining the reason (`deferralEducationCode`). */
  code: string;
  reason: Localized<string>;
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
      reasonEn: input.reason.en,
      reasonEs: input.reason.es,
      deferredAt: input.deferredAt,
      until: input.until,
    })
    .returning();
  if (!row) throw new Error('deferral insert returned no row');
  return row;
}
