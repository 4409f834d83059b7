import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswersByPage, Bilingual } from '@portal/contract';
import type { CheckDocument, CheckKind, QualificationOutcome } from '../../domain/check-documents';
import { contentWindowColumns } from './content-window';
import { donors } from './donors';
import { visits } from './visits';

/**
 * The pre-screening checks as data (spec 2.14, 2.15): landing texts, pages of questions in both
 * languages and, for the qualification check, the scoring rules. Each row is one version of a kind: a draft
 * (no `published_at`), the active one, or retired (kept for the donors who started it). A published version's
 * document never changes again (decision 032).
 */
export const screeningChecks = pgTable(
  'screening_checks',
  {
    /** The `uniqueDocID` / `docID` of spec 7. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['qualification', 'literacy', 'predonorsurvey', 'checkin'] })
      .$type<CheckKind>()
      .notNull(),
    active: boolean('active').notNull().default(true),
    document: jsonb('document').$type<CheckDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1, 2, … within the kind. */
    version: integer('version').notNull().default(1),
    /** Bumped by each save of a draft, so a save over someone else's answers 409. */
    revision: integer('revision').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    index('screening_checks_kind_active_idx').on(table.kind, table.active),
    unique('screening_checks_kind_version_unique').on(table.kind, table.version),
    /** One version in force per kind, whatever two editors publish at once. */
    uniqueIndex('screening_checks_one_active_per_kind')
      .on(table.kind)
      .where(sql`${table.active}`),
  ],
);

/** A donor's answers to one check, saved page by page so the donor can leave and resume. */
export const screeningAttempts = pgTable(
  'screening_attempts',
  {
    /** The literacy check's `oid`. */
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    checkId: text('check_id')
      .notNull()
      .references(() => screeningChecks.id),
    /** Answers by page index. */
    answers: jsonb('answers')
      .$type<AnswersByPage>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['inProgress', 'ended', 'submitted'] })
      .notNull()
      .default('inProgress'),
    outcome: jsonb('outcome').$type<QualificationOutcome>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [unique('screening_attempts_donor_check_unique').on(table.donorId, table.checkId)],
);

/** Donation education (spec 2.9, 2.12): tips and topic pages by key, each document in both languages. */
export const educationContents = pgTable('education_contents', {
  key: text('key').primaryKey(),
  content: jsonb('content').$type<Bilingual<Record<string, unknown>>>().notNull(),
  /** The publish window and version the console edits (issue 16, decision 019): donors read it while visible. */
  ...contentWindowColumns(),
});

/** A deferral recorded by a center or by the qualification check; the donor may dismiss its notice. */
export const donorDeferrals = pgTable(
  'donor_deferrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    /** The education topic explaining the reason (`deferralEducationCode`). */
    code: text('code').notNull(),
    reason: jsonb('reason').$type<Bilingual>().notNull(),
    deferredAt: timestamp('deferred_at', { withTimezone: true }).notNull(),
    /** First day the donor may donate again; null for a permanent deferral. */
    until: date('until', { mode: 'string' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    /** The visit whose screening deferred the donor; null for the qualification check's. A visit has at most one. */
    visitId: uuid('visit_id')
      .unique()
      .references(() => visits.id, { onDelete: 'cascade' }),
  },
  (table) => [index('donor_deferrals_donor_idx').on(table.donorId, table.deferredAt), index('donor_deferrals_visit_idx').on(table.visitId)],
);
