import { staffRoles, type MessageKey, type ProviderAuditAction, type StaffRole } from '@portal/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { staffGroupMappings, staffMembers } from '../../../db/schema/index';
import type { IssuedToken } from '../../../domain/sessions';
import type { AuditDetails, Services } from '../../../service-context';
import { appendAudit } from '../audit-trail';
import { replaceCenterAssignments } from '../members/staff-center-assignments';
import { assignedCenterIds } from '../members/staff-members';
import { secondFactorRequired } from '../staff-settings';
import { revokeAllStaffSessions, startStaffSession } from '../staff-sessions';
import { sealSecondFactorTicket } from './second-factor-ticket';
import { hasPasskeySql } from '../passkeys/staff-passkey-rows';

/** The ID token claims the sign-in reads; the groups claim is read by its configured name. */
const identitySchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  // Some providers send the flag as a string.
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().max(200).optional(),
});

/** A refusal: its message's code and values, and the member it concerns when one was found (for the audit trail). */
export interface Refusal {
  code: MessageKey;
  values?: Record<string, string>;
  staffId?: string;
}

export type ProviderSignInOutcome =
  | { signedIn: IssuedToken & { staffId: string } }
  | { refused: Refusal }
  /**
   * The provider vouched for the member, but an admin requires their second factor too (`requireTotpForSso`): the
   * authenticator's code, a passkey, or either, as the member has them.
   */
  | { secondFactor: { ticket: string; staffId: string; factors: SecondFactorKind[] } };

/** What a member may answer an owed second factor with. */
export type SecondFactorKind = 'totp' | 'passkey';

/** What a token's groups give: the strongest role any mapped group gives (admin first), and those groups' centers. */
export interface MappedAccess {
  role: StaffRole;
  centerIds: number[];
}

type GroupsResult = { groups: string[] } | { refused: Refusal };

/**
 * The groups the token lists. A missing claim, or the overage marker Entra ID sends instead of too many groups
 * (`_claim_names` naming the claim, or `hasgroups`), is a refusal naming the claim: no access is decided on a guess.
 */
export function tokenGroups(claims: Record<string, unknown>, claim: string): GroupsResult {
  const claimNames = claims._claim_names;
  const overage = claims.hasgroups === true || (typeof claimNames === 'object' && claimNames !== null && claim in claimNames);
  if (overage) return { refused: { code: 'ssoGroupsOverage', values: { claim } } };
  const groups = z.array(z.string().max(256)).max(1000).safeParse(claims[claim]);
  if (!groups.success) return { refused: { code: 'ssoGroupsMissing', values: { claim } } };
  return { groups: groups.data };
}

/** The access the mappings of these groups give, or null when none of them is mapped. */
export async function mappedAccess(services: Services, groups: readonly string[]): Promise<MappedAccess | null> {
  if (groups.length === 0) return null;
  const mappings = await services.db
    .select()
    .from(staffGroupMappings)
    .where(inArray(staffGroupMappings.groupValue, [...groups]));
  const role = staffRoles.find((candidate) => mappings.some((mapping) => mapping.role === candidate));
  if (!role) return null;
  const centerIds = new Set(mappings.filter((mapping) => mapping.role === role).flatMap((mapping) => mapping.centerIds));
  return { role, centerIds: [...centerIds].sort((a, b) => a - b) };
}

/** Where a sign-in through the provider comes from: the audit trail's client address. */
export interface Caller {
  clientAddress: string;
}

async function audit(
  services: Services,
  caller: Caller,
  member: { id: string; role: StaffRole },
  action: ProviderAuditAction,
  details: AuditDetails,
): Promise<void> {
  await appendAudit(services.db, {
    at: services.clock.now(),
    staff: { staffId: member.id, role: member.role },
    clientAddress: caller.clientAddress,
    action,
    objectType: 'staffMember',
    objectId: member.id,
    ...details,
  });
}

interface FoundMember {
  id: string;
  role: StaffRole;
  oidcSubject: string | null;
  deactivatedAt: Date | null;
}

/** Who a token names: a member (or none), the verified e-mail a new member would get, or a refusal about a member. */
type Lookup =
  | { kind: 'found'; member: FoundMember | null; verifiedEmail: string | null }
  | { kind: 'refused'; member: FoundMember; code: 'ssoEmailNotVerified' | 'ssoSubjectConflict' };

/** The staff member a token names: by the provider's subject, else (once) by a verified e-mail. */
async function findMember(services: Services, identity: z.infer<typeof identitySchema>): Promise<Lookup> {
  const columns = {
    id: staffMembers.id,
    role: staffMembers.role,
    oidcSubject: staffMembers.oidcSubject,
    deactivatedAt: staffMembers.deactivatedAt,
  };
  const [bound] = await services.db.select(columns).from(staffMembers).where(eq(staffMembers.oidcSubject, identity.sub));
  if (bound) return { kind: 'found', member: bound, verifiedEmail: null };
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { kind: 'found', member: null, verifiedEmail: null };
  const verified = identity.email_verified === true || identity.email_verified === 'true';
  const [byEmail] = await services.db.select(columns).from(staffMembers).where(eq(staffMembers.email, email));
  if (!byEmail) return { kind: 'found', member: null, verifiedEmail: verified ? email : null };
  if (!verified) return { kind: 'refused', member: byEmail, code: 'ssoEmailNotVerified' };
  if (byEmail.oidcSubject !== null) return { kind: 'refused', member: byEmail, code: 'ssoSubjectConflict' };
  return { kind: 'found', member: byEmail, verifiedEmail: email };
}

/**
 * Signs a member in from the provider's verified ID token claims (issue 32): finds them (by subject, or the first time
 * by a verified e-mail, then binds the subject), applies the group mapping (a member in no mapped group is refused and
 * deactivated, sessions ended; one moved gets the new role and centers), optionally creates a member whose groups map
 * to a role, and starts a session that lasts `STAFF_OIDC_MAX_SESSION_HOURS`. Every sign-in, refusal of a known member
 * and change is in the audit trail.
 */
export async function signInWithProvider(
  services: Services,
  caller: Caller,
  claims: Record<string, unknown>,
): Promise<ProviderSignInOutcome> {
  const identity = identitySchema.safeParse(claims);
  if (!identity.success) return { refused: { code: 'ssoTokenInvalid' } };
  const found = await findMember(services, identity.data);
  const claimName = services.config.staffOidcRolesClaim;
  const groups = tokenGroups(claims, claimName);

  if (found.kind === 'refused') {
    await audit(services, caller, found.member, 'staff/providerSignInRefused', { after: { reason: found.code } });
    return { refused: { code: found.code, staffId: found.member.id } };
  }
  let member = found.member;
  if (member?.deactivatedAt) {
    await audit(services, caller, member, 'staff/providerSignInRefused', { after: { reason: 'ssoMemberDeactivated' } });
    return { refused: { code: 'ssoMemberDeactivated', staffId: member.id } };
  }
  if ('refused' in groups) {
    if (member)
      await audit(services, caller, member, 'staff/providerSignInRefused', { after: { reason: groups.refused.code, claim: claimName } });
    return { refused: { ...groups.refused, ...(member ? { staffId: member.id } : {}) } };
  }
  const access = await mappedAccess(services, groups.groups);

  if (!member) {
    if (!access) return { refused: { code: 'ssoNoAccess' } };
    if (!services.config.staffOidcCreateMembers || !found.verifiedEmail) return { refused: { code: 'ssoUnknownMember' } };
    const now = services.clock.now();
    const [created] = await services.db
      .insert(staffMembers)
      .values({
        email: found.verifiedEmail,
        displayName: identity.data.name?.trim() || found.verifiedEmail,
        role: access.role,
        createdAt: now,
        oidcSubject: identity.data.sub,
      })
      .returning({
        id: staffMembers.id,
        role: staffMembers.role,
        oidcSubject: staffMembers.oidcSubject,
        deactivatedAt: staffMembers.deactivatedAt,
      });
    if (!created) throw new Error('staff member insert returned no row');
    await replaceCenterAssignments(services.db, created.id, access.centerIds);
    await audit(services, caller, created, 'staff/providerCreatedMember', { after: { role: access.role, centerIds: access.centerIds } });
    member = created;
  }

  if (!access) {
    const now = services.clock.now();
    await services.db.update(staffMembers).set({ deactivatedAt: now }).where(eq(staffMembers.id, member.id));
    await revokeAllStaffSessions(services, member.id, 'staffDeactivated');
    await audit(services, caller, member, 'staff/providerDeactivated', {
      before: { deactivatedAt: null },
      after: { deactivatedAt: now.toISOString(), reason: 'ssoAccessRemoved' },
    });
    return { refused: { code: 'ssoAccessRemoved', staffId: member.id } };
  }

  if (member.oidcSubject === null) {
    await services.db.update(staffMembers).set({ oidcSubject: identity.data.sub }).where(eq(staffMembers.id, member.id));
    await audit(services, caller, member, 'staff/providerLinked', { after: { providerLinked: true } });
  }
  const centerIds = (await assignedCenterIds(services.db, member.id)).sort((a, b) => a - b);
  const changed = member.role !== access.role || centerIds.join(',') !== access.centerIds.join(',');
  if (changed) {
    await services.db.update(staffMembers).set({ role: access.role }).where(eq(staffMembers.id, member.id));
    await replaceCenterAssignments(services.db, member.id, access.centerIds);
    services.liveSessions.apply(`staff:${member.id}`);
    await audit(services, caller, { id: member.id, role: access.role }, 'staff/providerRoleChanged', {
      before: { role: member.role, centerIds },
      after: { role: access.role, centerIds: access.centerIds },
    });
  }
  const [factor] = await services.db
    .select({ totp: sql<boolean>`${staffMembers.totpSecret} is not null`, passkey: hasPasskeySql })
    .from(staffMembers)
    .where(eq(staffMembers.id, member.id));
  const factors = (['totp', 'passkey'] as const).filter((kind) => factor?.[kind] === true);
  // A member without a second factor enrols after signing in (the console requires it); one with it types the app's
  // code or uses a passkey.
  if (factors.length > 0 && (await secondFactorRequired(services.db, true))) {
    const ticket = sealSecondFactorTicket(services.config.tokenSecret, member.id, services.clock.now());
    return { secondFactor: { ticket, staffId: member.id, factors } };
  }
  return { signedIn: await startProviderSession(services, caller, { id: member.id, role: access.role }) };
}

/** The session of a member the provider signed in (and, when owed, whose code was checked), with its audit row. */
export async function startProviderSession(
  services: Services,
  caller: Caller,
  member: { id: string; role: StaffRole },
): Promise<IssuedToken & { staffId: string }> {
  const session = await startStaffSession(services, member.id, 'provider');
  await audit(services, caller, member, 'staff/providerSignIn', { after: { role: member.role } });
  return { ...session, staffId: member.id };
}
