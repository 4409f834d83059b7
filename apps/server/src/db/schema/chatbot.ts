import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import { donors } from './donors';

/** The chatbot's preset tree (spec 3 "Chat preset node"): a root without parent, options below it. */
export const chatPresets = pgTable(
  'chat_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => chatPresets.id, { onDelete: 'cascade' }),
    /** The option's label as the donor picks it. */
    text: jsonb('text').$type<Bilingual>().notNull(),
    /** What the bot answers once the option is picked. */
    description: jsonb('description').$type<Bilingual>().notNull(),
    /** Reaching this option offers a request to the care team. */
    isFeedback: boolean('is_feedback').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('chat_presets_parent_idx').on(table.parentId, table.position)],
);

export const chatLogs = pgTable('chat_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  donorId: uuid('donor_id')
    .notNull()
    .references(() => donors.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

export const chatRecords = pgTable('chat_records', {
  id: serial('id').primaryKey(),
  chatlogId: uuid('chatlog_id')
    .notNull()
    .references(() => chatLogs.id, { onDelete: 'cascade' }),
  chatPresetId: uuid('chat_preset_id')
    .notNull()
    .references(() => chatPresets.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
