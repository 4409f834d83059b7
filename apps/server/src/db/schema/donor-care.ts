import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { caseStatuses, donorTypes } from '@portal/contract';
import { donors, language } from './donors';
import { staffMembers } from './staff';
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

/**
 * The case a donor-care request becomes (issue 14), created in the request's own transaction: its workflow (status,
 * assignee, escalation, targets) beside the request it answers. Its center is the request's event center.
 */
export const donorCareCases = pgTable(
  'donor_care_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as `DC-00042` (`formatCaseNumber`): short enough to read out on the phone. */
    number: serial('number').notNull().unique(),
    submissionId: uuid('submission_id')
      .notNull()
      .unique()
      .references(() => donorCareSubmissions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: caseStatuses }).notNull().default('new'),
    assigneeId: uuid('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Set when the case goes above the center: center roles no longer see it (only donor care and admins). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The language replies are e-mailed in: the donor's, or the one a visitor wrote in. */
    language: language('language').notNull().default('en'),
    /** The hash of the visitor's link token (a visitor has no account to sign in with); null for donors. */
    visitorTokenHash: text('visitor_token_hash').unique(),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('donor_care_cases_status_idx').on(table.status, table.createdAt),
    index('donor_care_cases_assignee_idx').on(table.assigneeId),
  ],
);

export const caseMessageKinds = ['reply', 'note'] as const;

/** A case's conversation (replies between staff and the donor) and its internal notes, which only staff read. */
export const donorCareCaseMessages = pgTable(
  'donor_care_case_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => donorCareCases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: caseMessageKinds }).notNull(),
    author: text('author', { enum: ['staff', 'donor'] }).notNull(),
    /** Null for the donor's messages. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Orders messages written within the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('donor_care_case_messages_case_idx').on(table.caseId, table.seq)],
);
