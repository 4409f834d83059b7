import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

/** A donation center ("location" in the spec). */
export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  city: text('city').notNull(),
  stateCode: varchar('state_code', { length: 2 })
    .notNull()
    .references(() => states.code),
  zipCode: varchar('zip_code', { length: 10 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  timezone: text('timezone').notNull(),
  /** The center's page on the company's marketing site, as its systems name it (issue 31). */
  marketingPageId: text('marketing_page_id'),
  /** Closed: donors see the center but cannot book there (issue 31). */
  bookingOpen: boolean('booking_open').notNull().default(true),
});
