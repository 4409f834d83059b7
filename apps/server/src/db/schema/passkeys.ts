import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuthenticatorTransport } from '@portal/contract/entities/passkey';
import { donors } from './donors';
import { staffMembers } from './staff';

/**
 * A donor's passkey (a discoverable WebAuthn credential): the public key and counter the server verifies a sign-in
 * with, the name she gave it, and where and when it was added and last used. Closing the account (deleting the donor
 * row) removes them; a password change, a reset or signing out keeps them.
 */
export const donorPasskeys = pgTable(
  'donor_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    /** The credential id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for authenticators that keep none); up to 2³²−1. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<AuthenticatorTransport[]>().notNull().default([]),
    /** `multiDevice` for a synced passkey, `singleDevice` for one bound to its authenticator. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    /** The browser and system it was added from, as the page described them ("Chrome on Android"). */
    createdDevice: text('created_device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedDevice: text('last_used_device'),
  },
  (table) => [uniqueIndex('donor_passkeys_credential_idx').on(table.credentialId), index('donor_passkeys_donor_idx').on(table.donorId)],
);

/**
 * A staff member's passkey, used as their second factor instead of (or beside) the authenticator app (issue 32): the
 * public key and counter a sign-in is verified with, the name they gave it, when it was added and last used. A reset of
 * their second factor by an admin, or deleting the member, removes them.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** The credential id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for authenticators that keep none); up to 2³²−1. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<AuthenticatorTransport[]>().notNull().default([]),
    /** `multiDevice` for a synced passkey, `singleDevice` for one bound to its authenticator. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_passkeys_credential_idx').on(table.credentialId), index('staff_passkeys_staff_idx').on(table.staffId)],
);

/**
 * A WebAuthn challenge the server issued: single use (`used_at` is set by the one statement that claims it), short
 * lived, bound to its purpose and, when adding a passkey or answering a staff member's second factor, to the donor or
 * staff member it was issued to. Kept in the database because the processes share nothing else.
 */
/** What a challenge was issued for: a donor's passkey added or signing in, a staff member's added or signing in. */
export type WebauthnPurpose = 'register' | 'signIn' | 'staffRegister' | 'staffSignIn';

export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<WebauthnPurpose>().notNull(),
    donorId: uuid('donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);
