import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import { campaignStatuses, type Segment } from '@portal/contract/entities/campaign';
import { staffMembers } from './staff';

/**
 * A campaign (issue 16): an in-portal notification in both languages for a segment of donors, with e-mail and text
 * messages to those who allow them. Its status is stored (the send claims it); see decision 027.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    message: jsonb('message').$type<Bilingual>().notNull(),
    /** A page of the portal Read More opens; empty for none. */
    link: text('link').notNull().default(''),
    /** A promotion or survey the notification opens; null for none (no foreign key: a draft may name one retired since). */
    promotionId: text('promotion_id'),
    segment: jsonb('segment').$type<Segment>().notNull(),
    status: text('status', { enum: campaignStatuses }).notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** Donors in the segment when the send began. */
    recipients: integer('recipients'),
    /** The last donor (by id) a batch has reached: the next batch starts after it. */
    cursor: uuid('cursor'),
    /** The earliest time the next batch may be taken: the throttle, shared by every process. */
    nextBatchAt: timestamp('next_batch_at', { withTimezone: true }),
    emails: integer('emails').notNull().default(0),
    textMessages: integer('text_messages').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('campaigns_status_send_at_idx').on(table.status, table.sendAt)],
);
