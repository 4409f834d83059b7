import { paymentKinds, type VisitFacts } from '@portal/contract';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { donors } from './donors';
import { locations } from './locations';
import { staffMembers } from './staff';

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
    /** When the portal learnt of the visit (the console's "recorded today"); check-in is when it happened. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who recorded it in the console; null when a center's system sent it. */
    recordedByStaffId: uuid('recorded_by_staff_id').references(() => staffMembers.id),
  },
  (table) => [
    unique('visits_location_number_unique').on(table.locationId, table.visitNumber),
    index('visits_donor_checkin_idx').on(table.donorId, table.checkinAt),
    index('visits_location_checkin_idx').on(table.locationId, table.checkinAt),
    index('visits_location_recorded_idx').on(table.locationId, table.recordedAt),
    // The donations alone, for the dashboards' counts from the index without the rows (decision 068): a donor's in the
    // tier's window (points, retention), a center's with their donors (retention).
    index('visits_donor_donated_idx')
      .on(table.donorId, table.checkinAt)
      .where(sql`${table.donated}`),
    index('visits_location_donated_idx')
      .on(table.locationId, table.checkinAt, table.donorId)
      .where(sql`${table.donated}`),
  ],
);

/** Read by visit (the history's payments, a correction's facts): indexed by visit, or every read scans them all. */
export const visitPayments = pgTable(
  'visit_payments',
  {
    id: serial('id').primaryKey(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the center says the payment was for (issue 34); null: donation compensation. */
    kind: text('kind', { enum: paymentKinds }),
  },
  (table) => [index('visit_payments_visit_idx').on(table.visitId, table.paidAt)],
);

export const screeningTests = pgTable(
  'screening_tests',
  {
    id: serial('id').primaryKey(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['weight', 'bpsys', 'bpdia', 'pulserate', 'temperature'] }).notNull(),
    value: numeric('value', { precision: 6, scale: 1 }).notNull(),
  },
  (table) => [index('screening_tests_visit_idx').on(table.visitId)],
);

/**
 * A staff correction of a visit (issue 14): who, when, why, the facts before and after, and what it booked in the
 * ledger over the donor's visits. Never updated: a second correction is a second row.
 */
export const visitCorrections = pgTable(
  'visit_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note').notNull(),
    before: jsonb('before').$type<VisitFacts>().notNull(),
    after: jsonb('after').$type<VisitFacts>().notNull(),
    pointsChange: integer('points_change').notNull(),
    shortfall: integer('shortfall').notNull(),
  },
  (table) => [index('visit_corrections_visit_idx').on(table.visitId, table.at)],
);
