import { and, eq } from 'drizzle-orm';
import { formatMessage } from '@portal/contract';
import { donors } from '../../db/schema/index';
import { centerScope } from '../../domain/center-scope';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/**
 * Issue 34, decision 056: a closed account opened again at the desk of her home center, with the contact she gives
 * there, so she can register again as an existing donor. Center roles reach only the donors of their centers (404).
 */
export const reopenDonorAccountHandler: Handler<'staff/reopenDonorAccount'> = async (ctx, params) => {
  const [donor] = await ctx.db
    .select({ id: donors.id, closedAt: donors.closedAt })
    .from(donors)
    .where(and(eq(donors.donorNumber, params.donorNumber), centerScope(ctx.staff, donors.homeLocationId)))
    .for('update');
  if (!donor) throw new ServiceError(404, 'donorNotFound');
  if (!donor.closedAt) throw new ServiceError(409, 'accountNotClosed');
  const now = ctx.clock.now();
  const emailTaken = () => {
    const message = formatMessage(ctx.lang, 'contactTaken');
    return new ServiceError(409, 'contactTaken', {}, { fields: [{ path: 'params.email', code: 'contactTaken', message }] });
  };
  if (params.email) {
    const [other] = await ctx.db.select({ id: donors.id }).from(donors).where(eq(donors.email, params.email));
    if (other) throw emailTaken();
  }
  try {
    await ctx.db
      .update(donors)
      .set({
        closedAt: null,
        email: params.email,
        phoneCountryCode: params.phone ? '1' : null,
        phoneNumber: params.phone,
      })
      .where(eq(donors.id, donor.id));
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'donors_email_unique') {
      throw emailTaken();
    }
    throw error;
  }
  ctx.audit({
    donorId: donor.id,
    objectType: 'donor',
    objectId: donor.id,
    before: { closedAt: donor.closedAt.toISOString() },
    after: { reopened: true, identityChecked: true, email: params.email !== null, phone: params.phone !== null },
  });
  return { status: 200, reopenedAt: now.toISOString() };
};
