import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { donors } from './donors';
import { locations } from './locations';

/** A visit to a center, as recorded by the center's own system. Unique per (center, visit number). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    visitNumber: varchar('visit_number', { length: 32 }).notNull(),
    checkinAt: timestamp('checkin_at', { withTimezone: true }).notNull(),
    checkoutAt: timestamp('checkout_at', { withTimezone: true }),
    /** True when the visit ended with a completed donation. */
    donated: boolean('donated').notNull().default(true),
    feedbackGiven: boolean('feedback_given').notNull().default(false),
  },
  (table) => [
    unique('visits_location_number_unique').on(table.locationId, table.visitNumber),
    index('visits_donor_checkin_idx').on(table.donorId, table.checkinAt),
  ],
);

export const visitPayments = pgTable('visit_payments', {
  id: serial('id').primaryKey(),
  visitId: uuid('visit_id')
    .notNull()
    .references(() => visits.id, { onDelete: 'cascade' }),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  amountCents: integer('amount_cents').notNull(),
});

export const screeningTests = pgTable('screening_tests', {
  id: serial('id').primaryKey(),
  visitId: uuid('visit_id')
    .notNull()
    .references(() => visits.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['weight', 'bpsys', 'bpdia', 'pulserate', 'temperature'] }).notNull(),
  value: numeric('value', { precision: 6, scale: 1 }).notNull(),
});
