import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { donorStatuses, type CommunicationPreferences } from '@portal/contract';
import { locations } from './locations';

export const donorStatus = pgEnum('donor_status', donorStatuses);
export const language = pgEnum('language', ['en', 'es']);

export const donors = pgTable(
  'donors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorNumber: varchar('donor_number', { length: 8 }).notNull().unique(),
    status: donorStatus('status').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: varchar('gender', { length: 16 }),
    email: text('email'),
    phoneCountryCode: varchar('phone_country_code', { length: 4 }),
    phoneNumber: varchar('phone_number', { length: 11 }),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    stateCode: varchar('state_code', { length: 2 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 10 }).notNull().default(''),
    /** Last four digits of an identity document, used to look a donor up at registration. */
    identLast4: varchar('ident_last4', { length: 4 }),
    idenTypeId: integer('iden_type_id'),
    /** Null until the donor creates a portal account. */
    passwordHash: text('password_hash'),
    thumbnailPath: text('thumbnail_path'),
    homeLocationId: integer('home_location_id').references(() => locations.id),
    language: language('language').notNull().default('en'),
    communicationPreferences: jsonb('communication_preferences').$type<CommunicationPreferences>().notNull(),
    promptActivation: boolean('prompt_activation').notNull().default(false),
    /** The donor whose referral code or link brought this one (spec 9 referral bonus), and when. */
    referredByDonorId: uuid('referred_by_donor_id').references((): AnyPgColumn => donors.id, { onDelete: 'set null' }),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the donor asked to close her portal account (issue 34); the grace period runs from here. Null: none pending. */
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true }),
    /**
     * When her portal account was closed (issue 34): contact data erased, sign-in refused, regulated records kept and
     * marked by this column. The row is never deleted: visits, payments and the ledger hang on it.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('donors_email_unique')
      .on(table.email)
      .where(sql`${table.email} is not null`),
  ],
);

export const donorSavedLocations = pgTable(
  'donor_saved_locations',
  {
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.donorId, table.locationId] })],
);
