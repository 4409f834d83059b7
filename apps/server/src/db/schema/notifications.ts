import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes, type Bilingual } from '@portal/contract';
import { campaigns } from './campaigns';
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
    /** The campaign that sent it (issue 16): one notification per campaign and donor, whoever writes it. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** When the donor first opened it (a campaign's "read"). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_donor_created_idx').on(table.donorId, table.createdAt),
    uniqueIndex('notifications_campaign_donor_unique').on(table.campaignId, table.donorId),
    // The campaigns dashboard's opened count, from the index alone (decision 075).
    index('notifications_campaign_opened_idx')
      .on(table.campaignId)
      .where(sql`${table.campaignId} is not null and ${table.readAt} is not null`),
  ],
);
