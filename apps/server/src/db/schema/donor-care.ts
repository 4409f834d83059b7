import { bigserial, boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { donorCareStatuses, donorTypes } from '@portal/contract';
import { donors } from './donors';
import { locations } from './locations';
import { visits } from './visits';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Spec 3 "Donor-care submission": a request to the care team, from a signed-in donor or a visitor. */
export const donorCareSubmissions = pgTable(
  'donor_care_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a visitor. */
    donorId: uuid('donor_id').references(() => donors.id, { onDelete: 'set null' }),
    origin: text('origin').notNull(),
    isVerified: boolean('is_verified').notNull(),
    isFollowUp: boolean('is_follow_up').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    locationId: integer('location_id').references(() => locations.id),
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    chatlogId: uuid('chatlog_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }),
    donorType: text('donor_type', { enum: donorTypes }),
    /** Null when the donor did not allow an answer that way. */
    primaryEmail: text('primary_email'),
    primaryPhoneNumber: jsonb('primary_phone_number').$type<{ countryCode: string; phoneNumber: string }>(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: donorCareStatuses }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Orders requests made within the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('donor_care_submissions_donor_idx').on(table.donorId, table.seq)],
);

export const donorCareScreenshots = pgTable('donor_care_screenshots', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => donorCareSubmissions.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
});
