import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { donors } from './donors';

/** One signed-in session. A token is valid only while its session row is neither expired nor revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    isFromMobile: boolean('is_from_mobile').notNull().default(false),
  },
  (table) => [index('sessions_donor_idx').on(table.donorId)],
);
