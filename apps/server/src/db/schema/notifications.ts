import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes, type Bilingual } from '@portal/contract';
import { donors } from './donors';

/** A message to one donor (spec 3 "Notification"); texts are stored in both languages. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    message: jsonb('message').$type<Bilingual>().notNull(),
    state: text('state'),
    goto: text('goto'),
    /** The news, promotion or visit the notification points to, when it has one. */
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_donor_created_idx').on(table.donorId, table.createdAt)],
);
