import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { donors } from './donors';
import { sessions } from './sessions';

/**
 * One browser's Web Push subscription (issue 33): where its push service takes messages for it (`endpoint`) and the keys
 * they are encrypted with (RFC 8291), per device. It belongs to the session it was made in: signing that device out
 * (or being signed out) ends it, and a 404 or 410 from the push service deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (`keys.p256dh`), base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret (`keys.auth`), base64url. */
    auth: text('auth').notNull(),
    /** What the donor sees in her list ("Chrome on Android"), from the browser. */
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_donor_idx').on(table.donorId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);
