import { knownTransports } from '@portal/contract/entities/passkey';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { staffPasskeys } from '../../../db/schema/index';
import { claimChallenge } from '../../../domain/webauthn-relying-party';
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
  const { challenge, party } = await claimChallenge(ctx, params.response.response.clientDataJSON, 'staffRegister', { staffId });
  const verification = await verifyRegistrationResponse({
    response: params.response,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new ServiceError(400, 'staffPasskeyRefused');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  const [row] = await ctx.db
    .insert(staffPasskeys)
    .values({
      staffId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: knownTransports(credential.transports ?? params.response.response.transports ?? []),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
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
