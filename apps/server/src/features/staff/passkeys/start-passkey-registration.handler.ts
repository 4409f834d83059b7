import { generateRegistrationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema/index';
import { CEREMONY_TIMEOUT_MS, relyingParty, storeChallenge } from '../../../domain/webauthn-relying-party';
import type { Handler } from '../../../service-context';
import { passkeysOf } from './staff-passkey-rows';

/**
 * The options the member's browser creates a passkey with: user verification required (the passkey stands for the
 * second factor on its own), a discoverable credential preferred, none of their passkeys again, no attestation. The
 * user handle is the member's row id: opaque, and never the same as a donor's.
 */
export const startPasskeyRegistrationHandler: Handler<'staff/startPasskeyRegistration'> = async (ctx) => {
  const staffId = ctx.staff.staffId;
  const [member] = await ctx.db
    .select({ email: staffMembers.email, displayName: staffMembers.displayName })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  if (!member) throw new Error('a live staff session names no staff member');
  const existing = await passkeysOf(ctx.db, staffId);
  const party = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: ctx.config.brandName,
    rpID: party.rpId,
    userID: new Uint8Array(Buffer.from(staffId, 'utf8')),
    userName: member.email,
    userDisplayName: member.displayName,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await storeChallenge(ctx, options.challenge, 'staffRegister', party, { staffId });
  ctx.audit({ objectType: 'staffMember', objectId: staffId, after: { passkeyRegistration: 'started' } });
  const excludeCredentials = existing.map((row) => ({ id: row.credentialId, type: 'public-key' as const, transports: row.transports }));
  return { status: 200, options: { ...options, excludeCredentials } };
};
