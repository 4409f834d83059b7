import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './accounts';
import { donors } from './donors';

/**
 * "Download my data" (issue 34): one row per request, the ZIP kept in the database (processes share no disk, as
 * photos). `readyAt` null while the job prepares it; `data` is emptied once `expiresAt` has passed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    data: bytea('data'),
  },
  (table) => [index('data_exports_donor_idx').on(table.donorId, table.requestedAt)],
);

/** Contact data a center's system sent for a closed account, refused and recorded (issue 34): which fields, never their values. */
export const closedAccountRefusals = pgTable(
  'closed_account_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    fields: text('fields').array().notNull(),
  },
  (table) => [index('closed_account_refusals_donor_idx').on(table.donorId)],
);
