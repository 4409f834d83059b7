import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns of an edited document's publish window and version (decision 019), for the tables that predate the
 * console (`education_contents`, `reward_content`). Null `published_at`: a draft.
 */
export function contentWindowColumns() {
  return {
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  };
}
