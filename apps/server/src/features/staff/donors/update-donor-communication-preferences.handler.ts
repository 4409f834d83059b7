import { and, eq } from 'drizzle-orm';
import { donors } from '../../../db/schema/index';
import { centerScope } from '../../../domain/center-scope';
import { changeCommunicationPreferences } from '../../../domain/consent-records';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';

/** The change and its consent rows are written in the call's transaction, with the audit row (a mutation is audited). */
export const updateDonorCommunicationPreferencesHandler: Handler<'staff/updateDonorCommunicationPreferences'> = async (ctx, params) => {
  const [donor] = await ctx.db
    .select({ id: donors.id, before: donors.communicationPreferences })
    .from(donors)
    .where(and(eq(donors.id, params.donorId), centerScope(ctx.staff, donors.homeLocationId)));
  if (!donor) throw new ServiceError(404, 'donorNotFound');
  const after = await changeCommunicationPreferences(ctx.db, donor.id, () => params.communicationPreferences, ctx.clock.now(), {
    source: 'staff',
    staffId: ctx.staff.staffId,
  });
  if (!after) throw new ServiceError(404, 'donorNotFound');
  ctx.audit({ donorId: donor.id, objectType: 'donor', objectId: donor.id, before: donor.before, after });
  return { status: 200, communicationPreferences: after };
};
