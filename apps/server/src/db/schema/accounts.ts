import { bigserial, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { donors, language } from './donors';

export const outboxStates = ['queued', 'sending', 'sent', 'delivered', 'failed', 'undeliverable'] as const;
export type OutboxState = (typeof outboxStates)[number];

/**
 * Every e-mail and text message the portal sends, kept whether or not a provider delivered it:
 * the developer outbox (demo mode) reads codes from here, and `error` says why a delivery failed.
 */
export const messagesOutbox = pgTable(
  'messages_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** An address or phone number; for `push`, the id of the subscription (`push_subscriptions`); for `webhook`, the endpoint's id. */
    channel: text('channel', { enum: ['email', 'sms', 'webhook', 'push'] }).notNull(),
    destination: text('destination').notNull(),
    language: language('language').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Orders messages created within the same instant (the newest first in the developer outbox). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /**
     * Where the message stands: `queued` (waiting for its next try), `sending` (claimed by one process), `sent`
     * (accepted by the provider), `delivered` (the provider says it arrived), `failed` (refused or out of tries) or
     * `undeliverable` (never to be tried: an opted-out number, an invalid one, a hard bounce).
     */
    state: text('state', { enum: outboxStates }).notNull().default('queued'),
    /** How many times a process has handed it to the provider. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next try may start (null once it no longer waits). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When `state` last changed. */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    /** The provider's id for it (Twilio's message SID), to match its status callbacks. */
    providerMessageId: text('provider_message_id'),
    /** One row per dedupe key: the same action retried does not queue the same message twice. */
    dedupeKey: text('dedupe_key'),
    /**
     * The one-click unsubscribe address (RFC 8058) of a campaign or offer e-mail, sent as `List-Unsubscribe`: the
     * delivery may happen in another process, later, so it is kept with the message.
     */
    listUnsubscribe: text('list_unsubscribe'),
    /** The page a push notification opens when tapped (`/appointments`); null on other channels. */
    openPath: text('open_path'),
    /**
     * A push message's donor and device name ("Chrome on Android"), copied from its subscription when it is recorded:
     * the message log lists a donor's push messages by them, also once the subscription is gone (a sign-out, a 410).
     */
    pushDonorId: uuid('push_donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    pushDeviceName: text('push_device_name'),
    /**
     * The campaign a message was sent for, written by the campaign sender in the same insert: the campaigns dashboard
     * finds a campaign's messages by it, through the partial index (decision 065). Null for every other message.
     */
    campaignId: uuid('campaign_id'),
  },
  (table) => [
    index('messages_outbox_destination_idx').on(table.destination, table.seq),
    index('messages_outbox_campaign_idx')
      .on(table.campaignId, table.channel, table.state)
      .where(sql`${table.campaignId} is not null`),
    uniqueIndex('messages_outbox_dedupe_key_idx').on(table.dedupeKey),
    uniqueIndex('messages_outbox_provider_message_id_idx').on(table.providerMessageId),
    index('messages_outbox_due_idx').on(table.state, table.nextAttemptAt),
    index('messages_outbox_push_donor_idx').on(table.pushDonorId, table.seq),
  ],
);

/**
 * E-mail addresses whose mail server refused the portal's messages for good (SMTP 5xx). After
 * `HARD_BOUNCES_UNTIL_UNDELIVERABLE` refusals the address is not deliverable (`undeliverableSince`): messages to it are
 * recorded `undeliverable` and never tried, until the donor gives another address (which has no row).
 */
export const undeliverableAddresses = pgTable('undeliverable_addresses', {
  address: text('address').primaryKey(),
  hardBounces: integer('hard_bounces').notNull().default(0),
  lastBounceAt: timestamp('last_bounce_at', { withTimezone: true }).notNull(),
  /** The provider's code of the last refusal (`550`). */
  lastCode: text('last_code').notNull(),
  undeliverableSince: timestamp('undeliverable_since', { withTimezone: true }),
});

export const codePurposes = ['registration', 'reset', 'email_change'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * One-time codes, stored only as keyed hashes. `flowKey` names what the code unlocks (a registration,
 * a reset of one username, an e-mail change); `destinationHash` the address it went to (for the resend wait).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    flowKey: text('flow_key').notNull(),
    destinationHash: text('destination_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    subjectDonorId: uuid('subject_donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_flow_idx').on(table.flowKey, table.createdAt),
    index('verification_codes_destination_idx').on(table.destinationHash, table.createdAt),
  ],
);

/** What a new pre-donor typed, kept until the last step creates the account. */
export interface PredonorDetails {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
  savedLocationId: number;
  language: 'en' | 'es';
  /** The e-mail belongs to an account already: that address is told so instead of getting a code. */
  emailTaken: boolean;
  /** The donor whose referral code came with the registration. */
  referrerDonorId?: string | null;
}

/** A registration in progress (spec 3 "Registration info"); the token the browser holds is stored hashed. */
export const registrations = pgTable('registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind', { enum: ['existing', 'predonor'] }).notNull(),
  /** The donor found by the look-up; null for a pre-donor until the account is created. */
  donorId: uuid('donor_id').references(() => donors.id, { onDelete: 'cascade' }),
  predonor: jsonb('predonor').$type<PredonorDetails>(),
  step: text('step', { enum: ['started', 'verified', 'done', 'cancelled'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use password reset tokens: from a verified code or from the e-mailed link. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('reset_tokens_donor_idx').on(table.donorId)],
);

/** `/Applogin` one-time tokens minted by the mobile app. */
export const appLoginTokens = pgTable('app_login_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  donorId: uuid('donor_id')
    .notNull()
    .references(() => donors.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Captcha challenges already solved: the primary key refuses a replayed solution in every process. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Binary data (a picture), as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Profile photos after resizing; served at `/api/profile/photo/<id>`. */
export const donorPhotos = pgTable(
  'donor_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('donor_photos_donor_idx').on(table.donorId)],
);
