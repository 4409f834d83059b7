import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import { donors } from './donors';
import { locations } from './locations';

/** A B1B2 survey/reminder for one donor (spec 3 "B1B2 data"); answered once. */
export const b1b2Surveys = pgTable(
  'b1b2_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Bilingual>().notNull(),
    message: jsonb('message').$type<Bilingual>().notNull(),
    options: jsonb('options').$type<{ order: number; text: Bilingual }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answerOrder: integer('answer_order'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('b1b2_surveys_donor_idx').on(table.donorId, table.createdAt)],
);

/** Where each center is, for "nearest center" (degrees, WGS 84). */
export const centerCoordinates = pgTable('center_coordinates', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Each center's review page (Google or other), for the public review links. Only http(s) addresses are followed. */
export const centerReviewLinks = pgTable('center_review_links', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
});

/** Screen views: the donor id and status, never names or addresses; coordinates already coarse. */
export const screenViews = pgTable(
  'screen_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    donorStatus: text('donor_status').notNull(),
    component: text('component').notNull(),
    timezone: text('timezone'),
    additionalInfo: text('additional_info'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('screen_views_created_idx').on(table.createdAt)],
);

/** `/donorApp360Redirect?id=`: the targets an id may lead to (the allow-list: nothing else is redirected to). */
export const redirectTargets = pgTable('redirect_targets', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
});

/** `/qrcode` visits: the device's random id and its kind. */
export const qrScans = pgTable('qr_scans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deviceId: text('device_id').notNull(),
  deviceType: text('device_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
