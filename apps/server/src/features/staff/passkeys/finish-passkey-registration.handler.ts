import { staffPasskeys } from '../../../db/schema/index';
import { verifyNewPasskey } from '../../../domain/webauthn-relying-party';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { toStaffPasskey } from './staff-passkey-rows';

/**
 * Verifies the new passkey against the challenge this member was issued (claimed once), the portal's origin and relying
 * party id, and user verification; stores it under the name they chose. The gateway's audit row names it (never its
 * key); the database tells every process that the member has a second factor now (migration 0036).
 */
export const finishPasskeyRegistrationHandler: Handler<'staff/finishPasskeyRegistration'> = async (ctx, params) => {
  const staffId = ctx.staff.staffId;
  const credential = await verifyNewPasskey(ctx, params.response, 'staffRegister', { staffId }, 'staffPasskeyRefused');

  const [row] = await ctx.db
    .insert(staffPasskeys)
    .values({
      staffId,
      ...credential,
      name: params.name,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: staffPasskeys.credentialId })
    .returning();
  if (!row) throw new ServiceError(400, 'staffPasskeyRefused');
  ctx.liveSessions.apply(`staff:${staffId}`);
  ctx.audit({ objectType: 'staffPasskey', objectId: row.id, after: { passkeyAdded: row.name } });
  return { status: 200, passkey: toStaffPasskey(row) };
};
