import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counts shared by every server process on one PostgreSQL when there is no Redis: one row per
 * bucket and key (an address, a keyed hash of an account or destination), counted over a fixed window.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counts_reset_idx').on(table.resetAt)],
);
