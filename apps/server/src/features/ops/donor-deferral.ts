import type { VisitDeferral } from '@portal/contract/services/ops/visits';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorDeferrals } from '../../db/schema/index';
import { recordDeferral } from '../../domain/deferrals';
import { currentVisitTexts } from '../../domain/visit-texts';
import type { Clock } from '../../lib/clock';

/**
 * A deferral a center sends with a donor (`PUT /api/ops/donors`), recorded as a visit's is: the reason the donor reads
 * comes from the deferral reasons document for its code, and it shows on her home page until it ends or she dismisses
 * it. Sent again (a sync repeating the record), the same deferral still in force is not recorded twice. Answers
 * whether it was recorded.
 */
export async function recordSentDeferral(
  tx: Db,
  clock: Clock,
  donorId: string,
  deferral: VisitDeferral,
  deferredAt: Date,
): Promise<boolean> {
  const [same] = await tx
    .select({ id: donorDeferrals.id })
    .from(donorDeferrals)
    .where(
      and(
        eq(donorDeferrals.donorId, donorId),
        eq(donorDeferrals.code, deferral.code),
        sql`${donorDeferrals.until} is not distinct from ${deferral.until}::date`,
        isNull(donorDeferrals.visitId),
        isNull(donorDeferrals.dismissedAt),
      ),
    )
    .limit(1);
  if (same) return false;
  const texts = await currentVisitTexts({ db: tx, clock });
  await recordDeferral(tx, {
    donorId,
    code: deferral.code,
    reason: texts.deferralReasons[deferral.code],
    deferredAt,
    until: deferral.until,
  });
  return true;
}
