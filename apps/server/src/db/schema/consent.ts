import type { CommunicationPreferences } from '@portal/contract';
import { consentSources } from '@portal/contract/entities/consent';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { donors } from './donors';
import { staffMembers } from './staff';

export type { ConsentSource } from '@portal/contract/entities/consent';

/**
 * Every change of a donor's communication choices, appended and never updated (what US carriers and the TCPA expect
 * before a marketing text): which channel and kind, on or off, when and how, and for a choice made on the web the
 * address and browser it came from. Choices made before the history began have one row each marked `before-history`.
 * A row holds one choice (`channel`, `kind`, `granted`) or a whole set of them at once (`choices`: every channel and
 * kind, as a bulk import records a new donor's defaults, decision 059); readers read `consent_choices`, one row a choice.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }),
    kind: text('kind', { enum: ['rewards', 'promotions', 'reminders'] }),
    granted: boolean('granted'),
    /** Every choice at once (a new donor's from a bulk import); null in a row of one choice. */
    choices: jsonb('choices').$type<CommunicationPreferences>(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    /** The web client's address and user agent, for a choice made on the web; null otherwise. */
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    /** The staff member who recorded a choice on the donor's request. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
  },
  (table) => [
    index('consent_records_donor_idx').on(table.donorId, table.channel, table.kind, table.recordedAt),
    check(
      'consent_records_one_choice_or_all',
      sql`(${table.choices} is null) = (${table.channel} is not null and ${table.kind} is not null and ${table.granted} is not null)`,
    ),
  ],
);

/**
 * The consent history one row a choice, as its readers take it: a row of `consent_records` holding a whole set of
 * choices is read as nine, one per channel and kind, each with the set's id, time and source (migration 0041).
 */
export const consentChoices = pgView('consent_choices', {
  id: bigint('id', { mode: 'number' }).notNull(),
  donorId: uuid('donor_id').notNull(),
  channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
  kind: text('kind', { enum: ['rewards', 'promotions', 'reminders'] }).notNull(),
  granted: boolean('granted').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  source: text('source', { enum: consentSources }).notNull(),
  clientAddress: text('client_address'),
  userAgent: text('user_agent'),
  staffId: uuid('staff_id'),
}).existing();

/**
 * Phone numbers that texted an opt-out keyword (or that the provider refused with Twilio's 21610): never sent a text
 * until they opt in again. Kept by number, not by donor: an unknown number's STOP is honoured too.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
  /** The keyword sent (`STOP`, `BAJA`) or the provider's code (`21610`). */
  reason: text('reason').notNull(),
});
