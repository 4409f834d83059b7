import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ContentKind, ContentRevisionAction } from '@portal/contract/entities/content';
import { bytea } from './accounts';

/**
 * Every saved state of an editable content item (issue 16): who saved it, when, with which action, and the whole
 * editable snapshot (fields and publish window). One table for every content kind; no foreign key to the item's own
 * table, so the history outlives a deleted row, and none to the staff member (the seed saves with no one).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ContentKind>().notNull(),
    itemId: text('item_id').notNull(),
    version: integer('version').notNull(),
    action: text('action').$type<ContentRevisionAction>().notNull(),
    snapshot: jsonb('snapshot').notNull(),
    savedBy: uuid('saved_by'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  // The unique key also serves the history's reads (kind, item, newest version first).
  (table) => [unique('content_revisions_item_version').on(table.kind, table.itemId, table.version)],
);

/**
 * Pictures editors upload for articles (issue 16), re-encoded by sharp before they are stored; served at
 * `/api/content/images/<id>`, so no article hot-links an image from elsewhere.
 */
export const contentImages = pgTable('content_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  uploadedBy: uuid('uploaded_by'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});
