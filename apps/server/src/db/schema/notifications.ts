import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes } from '@portal/contract';
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
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    messageEn: text('message_en').notNull(),
    messageEs: text('message_es').notNull(),
    state: text('state'),
    goto: text('goto'),
    /** The news, promotion or visit the notification points to, when it has one. */
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_donor_created_idx').on(table.donorId, table.createdAt)],
);
