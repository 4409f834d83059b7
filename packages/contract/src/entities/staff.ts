import { z } from 'zod';
import { positiveInt32, safeText } from '../rules/safe-input';

/**
 * Staff roles (issue 14): `admin` does everything; `center_manager` and `center_staff` work only at the centers
 * they are assigned to; `donor_care` answers cases for every center; `content_editor` edits donor-facing content.
 */
export const staffRoles = ['admin', 'center_manager', 'center_staff', 'donor_care', 'content_editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every role: services any signed-in staff member may call (their own profile, sign-out). */
export const anyStaffRole = staffRoles;

export const staffRoleSchema = z.enum(staffRoles);

/** A staff member as the console shows them, with the centers their role may see. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** A second factor (authenticator app) is enrolled: sign-in asks for its code. */
  totpEnrolled: z.boolean(),
  /** An admin requires a second factor and none (app or passkey) is enrolled: the console opens the enrolment first. */
  totpEnrolmentRequired: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The staff side's settings an admin changes in the console. */
export const staffSettingsSchema = z.object({
  /** Every staff member must enrol a second factor before they can do anything else. */
  requireTotp: z.boolean(),
  /**
   * Members signed in through the company's provider are held to `requireTotp` too; off, the provider's own second
   * factor stands in for the portal's (issue 32).
   */
  requireTotpForSso: z.boolean().default(false),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** One row of the admins' staff list. */
export const staffListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  /** The centers the member is assigned to. */
  centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** `invited`: no password set yet; `deactivated`: can no longer sign in. */
  state: z.enum(['active', 'invited', 'deactivated']),
  totpEnrolled: z.boolean(),
  /** An authenticator app or a passkey (decision 054): what an admin's reset of the second factor removes. */
  secondFactorEnrolled: z.boolean(),
  /** Keeps password and second factor when staff passwords are turned off (`STAFF_PASSWORD_SIGN_IN=false`). */
  breakGlass: z.boolean(),
  /** Signs in with the company's provider (bound to its subject). */
  providerLinked: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

/** One row of the audit trail as admins search it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null when the staff member no longer exists (rows outlive what they name). */
  staff: z.object({ id: z.string(), email: z.string(), displayName: z.string() }).nullable(),
  staffId: z.string(),
  /** `apiClient`: a company system's call (issue 31), `staffId` is then the client's id. */
  role: z.union([staffRoleSchema, z.literal('apiClient')]),
  /** The API client's name when a company system made the call. */
  apiClientName: z.string().nullable(),
  clientAddress: z.string(),
  /** The service key (`staff/deactivateStaff`). */
  action: z.string(),
  donorNumber: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One provider group's mapping: the value the groups claim carries, the portal role and centers it gives. */
export const groupMappingSchema = z.object({
  groupValue: safeText(256).trim().min(1, 'groupValueRequired'),
  role: staffRoleSchema,
  centerIds: z.array(positiveInt32('locationNotFound')).max(100).default([]),
});
export type GroupMapping = z.output<typeof groupMappingSchema>;

/**
 * What the audit trail records of sign-ins through the company's provider (issue 32), beside the staff services: each
 * sign-in, refusal of a known member, subject binding, role change, deactivation and member created.
 */
export const providerAuditActions = [
  'staff/providerCreatedMember',
  'staff/providerDeactivated',
  'staff/providerLinked',
  'staff/providerRoleChanged',
  'staff/providerSignIn',
  'staff/providerSignInRefused',
] as const;
export type ProviderAuditAction = (typeof providerAuditActions)[number];

/** What the audit trail records of a password sign-in finished with a passkey (the member's own, issue 32). */
export const passkeySignInAuditAction = 'staff/passkeySignIn';

/** A staff member's passkey as their security settings list it: never its key or counter. */
export const staffPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the member's devices by a password manager, or bound to one authenticator. */
  synced: z.boolean(),
});
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;
