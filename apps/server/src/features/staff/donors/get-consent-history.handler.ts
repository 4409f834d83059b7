import { and, eq } from 'drizzle-orm';
import { donors } from '../../../db/schema/index';
import { centerScope } from '../../../domain/center-scope';
import { consentHistory } from '../../../domain/consent-records';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';

/** A donor outside a center role's centers is not found (404), as in the donor context. */
export const getConsentHistoryHandler: Handler<'staff/getConsentHistory'> = async (ctx, params) => {
  const [donor] = await ctx.db
    .select({ id: donors.id, preferences: donors.communicationPreferences })
    .from(donors)
    .where(and(eq(donors.id, params.donorId), centerScope(ctx.staff, donors.homeLocationId)));
  if (!donor) throw new ServiceError(404, 'donorNotFound');
  ctx.audit({ donorId: donor.id, objectType: 'consent-history', objectId: donor.id });
  const records = await consentHistory(ctx.db, donor.id);
  return {
    status: 200,
    communicationPreferences: donor.preferences,
    records: records.map((record) => ({ ...record, recordedAt: record.recordedAt.toISOString() })),
  };
};
