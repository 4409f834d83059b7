import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import type { ChatbotFields } from '@portal/contract/entities/chatbot-tree';
import { donors } from './donors';

/**
 * The chatbot's published preset tree (spec 3 "Chat preset node"): a root without parent, options below it. Written
 * only by publishing the console's tree (decision 030); a node removed from the tree is retired, never deleted, so
 * donors' chat history keeps pointing at what they picked (the foreign keys refuse a delete).
 */
export const chatPresets = pgTable(
  'chat_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => chatPresets.id, { onDelete: 'restrict' }),
    /** The option's label as the donor picks it. */
    text: jsonb('text').$type<Bilingual>().notNull(),
    /** What the bot answers once the option is picked. */
    description: jsonb('description').$type<Bilingual>().notNull(),
    /** Reaching this option offers a request to the care team. */
    isFeedback: boolean('is_feedback').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Set when a publish no longer has the node: donors stop seeing it, their history keeps it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
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
    .references(() => chatPresets.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The chatbot tree as the console edits it (decision 030): one content item whose fields are the whole nested tree.
 * `fields` is the draft; publishing copies it into `chat_presets`, and `published_version` is the version copied.
 */
export const chatbotTrees = pgTable('chatbot_trees', {
  id: text('id').primaryKey(),
  fields: jsonb('fields').$type<ChatbotFields>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  publishedVersion: integer('published_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
