import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import type { SurveyQuestion } from '@portal/contract/services/donation-history/get-after-donation-feedback-options';
import type { FeedbackAnswers } from '@portal/contract/services/donation-history/submit-after-donation-feedback';
import { donors } from './donors';
import { visits } from './visits';

/**
 * How post-donation feedback works, one row (id 'default'): the window after check-out, an external
 * survey link (spec: "qualtrics") that replaces the in-app survey when set, and the wheel's prizes
 * (none: no wheel after the survey).
 */
export const feedbackSettings = pgTable('feedback_settings', {
  id: text('id').primaryKey(),
  daysToComplete: integer('days_to_complete').notNull(),
  /** `{visitID}`, `{visitNumber}`, `{locationID}` and `{visitDate}` are filled in per visit. */
  externalSurveyUrl: text('external_survey_url'),
  wheelPrizes: jsonb('wheel_prizes').$type<number[]>().notNull(),
});

/**
 * The in-app after-donation survey (spec 3), one row per version: a draft (no `published_at`), the active one
 * (offered), or retired (still answerable by a visit it was offered to). Published versions never change.
 */
export const feedbackSurveys = pgTable(
  'feedback_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    active: boolean('active').notNull().default(true),
    title: jsonb('title').$type<Bilingual>().notNull(),
    additionalInformation: jsonb('additional_information').$type<Bilingual>().notNull(),
    additionalFeedbackLabel: jsonb('additional_feedback_label').$type<Bilingual>().notNull(),
    emptyFieldsError: jsonb('empty_fields_error').$type<Bilingual>().notNull(),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().unique().default(1),
    revision: integer('revision').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  /** One version offered at a time, whatever two editors publish at once. */
  (table) => [
    uniqueIndex('feedback_surveys_one_active')
      .on(table.active)
      .where(sql`${table.active}`),
  ],
);

/** One answer set per visit: the primary key refuses a second one. */
export const visitFeedback = pgTable('visit_feedback', {
  visitId: uuid('visit_id')
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  donorId: uuid('donor_id')
    .notNull()
    .references(() => donors.id, { onDelete: 'cascade' }),
  surveyId: uuid('survey_id')
    .notNull()
    .references(() => feedbackSurveys.id),
  answers: jsonb('answers').$type<FeedbackAnswers>().notNull(),
  additionalFeedback: text('additional_feedback'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Visits whose feedback is switched off (spec 3 "disabled feedbacks"), e.g. after a complaint handled by phone. */
export const disabledVisitFeedback = pgTable('disabled_visit_feedback', {
  visitId: uuid('visit_id')
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
});

/** An after-donation wheel: the prize is drawn when the feedback is stored, booked when the donor spins. */
export const wheelSpins = pgTable('wheel_spins', {
  id: uuid('id').primaryKey().defaultRandom(),
  donorId: uuid('donor_id')
    .notNull()
    .references(() => donors.id, { onDelete: 'cascade' }),
  visitId: uuid('visit_id')
    .notNull()
    .unique()
    .references(() => visits.id, { onDelete: 'cascade' }),
  segments: jsonb('segments').$type<number[]>().notNull(),
  points: integer('points').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  spunAt: timestamp('spun_at', { withTimezone: true }),
});
