import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import { contentWindowColumns } from './content-window';
import { donors } from './donors';

/**
 * The referral program's texts (spec 3 "Referral"); the newest active one is offered while visible, and is the
 * console's document `referral_program` (decision 033), edited in place so the program's id stays.
 */
export const referralPrograms = pgTable('referral_programs', {
  id: text('id').primaryKey(),
  texts: jsonb('texts').$type<ReferralProgramTexts>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  ...contentWindowColumns(),
});

export type ReferralProgramTexts = Bilingual<{ title: string; header: string; footer: string; uniqueCodeTitle: string }>;

/** Each donor's own referral code, made the first time the referral modal asks for it. */
export const referralCodes = pgTable('referral_codes', {
  donorId: uuid('donor_id')
    .primaryKey()
    .references(() => donors.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Invitations sent (the friend's address stays only in the outbox, which records every message). */
export const referralShares = pgTable(
  'referral_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    programId: text('program_id')
      .notNull()
      .references(() => referralPrograms.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('referral_shares_donor_idx').on(table.donorId, table.createdAt)],
);
