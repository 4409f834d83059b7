import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@portal/contract';
import { locations } from './locations';

/** A staff account (issue 14), apart from donors: its own sign-in, one role, and the centers it is assigned to. */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lowercased. */
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** Argon2id; null until an invited member sets a password. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** A deactivated member cannot sign in and every session of theirs is refused. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /**
   * The TOTP secret once enrolment is confirmed (sign-in then needs a code), sealed with AES-256-GCM under
   * TOTP_ENCRYPTION_KEY (`lib/secret-box.ts`, the member's id as additional data).
   */
  totpSecret: text('totp_secret'),
  /** A secret shown for enrolment, kept (sealed the same way) until the first code confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last TOTP time step accepted: a code is accepted once, never replayed. */
  totpLastStep: integer('totp_last_step'),
  /** The hash of the one-time link of a pending invitation (a new invitation replaces it; setting the password spends it). */
  invitationTokenHash: text('invitation_token_hash').unique(),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  /** When the member last signed in (a session started), for the admins' staff list. */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /**
   * The identity provider's subject (`sub`) this member signs in as (issue 32): bound at the first single sign-on,
   * found by it ever after. Null until then, or for a member who never signs in with the provider.
   */
  oidcSubject: text('oidc_subject').unique(),
  /** An admin kept this member's password and TOTP for when the provider is down (`STAFF_PASSWORD_SIGN_IN=false`). */
  breakGlass: boolean('break_glass').notNull().default(false),
});

/**
 * How the provider's groups map to the portal (issue 32): the value the groups claim carries (a name for Keycloak
 * and Okta, an object id for Entra ID) gives a role and centers. A member in several mapped groups gets the first
 * by the order of roles (admin first) and the centers of every group of that role.
 */
export const staffGroupMappings = pgTable('staff_group_mappings', {
  groupValue: text('group_value').primaryKey(),
  role: text('role').$type<StaffRole>().notNull(),
  centerIds: jsonb('center_ids').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The admin who changed it last (no foreign key: the audit trail keeps the history). */
  updatedBy: uuid('updated_by').notNull(),
});

/**
 * Settings of the staff side an admin changes in the console (`requireTotp`), one row per setting; a missing row is
 * the setting's default. Every change is audited with its before and after.
 */
export const staffSettings = pgTable('staff_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The admin who changed it last (no foreign key: the audit trail keeps the history). */
  updatedBy: uuid('updated_by').notNull(),
});

/** One-time recovery codes for a lost authenticator, stored as hashes; a used code is spent. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/** The centers a center manager or center staff member works at; their reads and writes are scoped to these. */
export const staffCenters = pgTable(
  'staff_centers',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.locationId] })],
);

/** One signed-in staff session, revocable like a donor's (decision 003): a token is valid only while its row is live. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** `provider` for a single sign-on (its sign-out also ends the provider's session), `password` otherwise. */
    method: text('method', { enum: ['password', 'provider'] })
      .notNull()
      .default('password'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * The audit trail: one row per staff mutation and per staff read of a donor's personal data, appended by the
 * gateway. A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0008), so no code path can rewrite it. No
 * foreign keys: a row outlives the staff member, donor or object it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id').notNull(),
    role: text('role').$type<StaffRole | 'apiClient'>().notNull(),
    clientAddress: text('client_address').notNull(),
    /** The service key (`staff/deactivateStaff`). */
    action: text('action').notNull(),
    donorId: uuid('donor_id'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The API client that made the call (issue 31); `staff_id` then holds the client's id, `role` is `apiClient`. */
    apiClientName: text('api_client_name'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_staff_idx').on(table.staffId, table.at),
    index('audit_log_donor_idx').on(table.donorId, table.at),
  ],
);
