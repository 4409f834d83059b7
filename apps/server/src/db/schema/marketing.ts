import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual, NewsBlockTag, PromotionType } from '@portal/contract';
import { donors } from './donors';

export interface StoredNewsBlock {
  tag: NewsBlockTag;
  text: string;
  marginBottom: number;
  index: number;
  title?: string;
  url?: string;
}

/**
 * A news article (spec 3 "News"); `id` is the `refId` notifications point to. Donors see it only inside its publish
 * window (`published_at` reached, `expires_at` not, not retired), evaluated in their read query (decision 019).
 */
export const news = pgTable('news', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  content: jsonb('content').$type<Bilingual<{ title: string; body: StoredNewsBlock[] }>>().notNull(),
  thumbnail: text('thumbnail'),
  coverImage: text('cover_image'),
  /** Null while a draft; a future instant while scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Set when an editor retires the article: it leaves donors' screens at once, whatever its window. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** Shown in every donor's notifications while published (a console article reaches donors without per-donor rows). */
  announce: boolean('announce').notNull().default(false),
  /** The revision the row holds; a save names the version it edited, so two editors cannot overwrite each other. */
  version: integer('version').notNull().default(1),
});

export interface StoredSurveyQuestion {
  questionOrder: number;
  questionType: 0 | 1 | 2;
  questionText: Bilingual;
  answers: { answerOrder: number; items: Bilingual }[];
}

/**
 * A promotion (spec 3 "Promotion"): news, campaign, or a survey with its questions. Donors see it only inside its
 * publish window, evaluated in their read query like news (decision 019).
 */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['survey', 'news', 'campaign'] })
    .$type<PromotionType>()
    .notNull(),
  title: jsonb('title').$type<Bilingual>().notNull(),
  description: jsonb('description').$type<Bilingual>().notNull(),
  objective: jsonb('objective').$type<Bilingual>().notNull(),
  plasmaName: text('plasma_name').notNull(),
  plasmaAddress: text('plasma_address').notNull(),
  imageUrls: jsonb('image_urls').$type<string[]>().notNull(),
  rewardPoints: integer('reward_points').notNull().default(0),
  rewardStartsAt: timestamp('reward_starts_at', { withTimezone: true }),
  rewardEndsAt: timestamp('reward_ends_at', { withTimezone: true }),
  questions: jsonb('questions').$type<StoredSurveyQuestion[]>(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Body blocks after the description, per language (the article block kinds), as the promotion modal shows them. */
  body: jsonb('body').$type<Bilingual<StoredNewsBlock[]>>().notNull().default({ en: [], es: [] }),
  /** Null while a draft; a future instant while scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** Shown in every donor's notifications while published (no per-donor rows). */
  announce: boolean('announce').notNull().default(false),
  version: integer('version').notNull().default(1),
});

/** One donor's answers to one survey promotion: the primary key lets each donor answer once. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ questionOrder: number; answers: { answerOrder: number; answerBody: string }[] }[]>().notNull(),
    pointsAwarded: integer('points_awarded').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.donorId] }), index('survey_answers_donor_idx').on(table.donorId)],
);
