import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@portal/contract';
import { contentWindowColumns } from './content-window';
import { donors } from './donors';

export const productKind = pgEnum('product_kind', ['gift_card', 'fast_cash']);
export const orderState = pgEnum('order_state', ['pending', 'fulfilled', 'failed']);

/** A choice offered for a product (card format, deposit speed), labelled in both languages. */
export interface ProductType {
  code: string;
  label: Bilingual;
}

/** The redemption catalogue: gift cards and fast-cash options, priced in points. */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: productKind('kind').notNull(),
  name: jsonb('name').$type<Bilingual>().notNull(),
  description: jsonb('description').$type<Bilingual>().notNull(),
  imageUrl: text('image_url').notNull(),
  /** Point prices offered, ascending. */
  values: jsonb('values').$type<number[]>().notNull(),
  types: jsonb('types').$type<ProductType[]>().notNull(),
  /** Cards the fulfilment partner still has; null when there is no limit. Fulfilment fails at zero. */
  stock: integer('stock'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One cart per donor; its lines are keyed by product, value and type. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  donorId: uuid('donor_id')
    .notNull()
    .unique()
    .references(() => donors.id, { onDelete: 'cascade' }),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    value: integer('value').notNull(),
    type: text('type').notNull(),
    qty: integer('qty').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.productId, table.value, table.type] })],
);

/** A redemption: the points were taken when it was created; a failed one has them refunded. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    /** The browser's id of one confirmation: a repeated submit finds this order instead of paying twice. */
    requestId: uuid('request_id').notNull(),
    state: orderState('state').notNull().default('pending'),
    totalPoints: integer('total_points').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('orders_donor_request_unique').on(table.donorId, table.requestId),
    index('orders_donor_created_idx').on(table.donorId, table.createdAt),
  ],
);

export const orderItems = pgTable('order_items', {
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id),
  value: integer('value').notNull(),
  type: text('type').notNull(),
  qty: integer('qty').notNull(),
});

export const rewardContentKind = pgEnum('reward_content_kind', [
  'membership_rules',
  'balance',
  'reward_works',
  'fee_applicant',
  'fee_qualifiedweekly',
  'fee_monthlyqualified',
]);

/** Editable rewards copy, one document per kind in both languages; the contract's schemas check it on the way out. */
export const rewardContent = pgTable('reward_content', {
  kind: rewardContentKind('kind').primaryKey(),
  body: jsonb('body').$type<Bilingual<unknown>>().notNull(),
  /** The publish window and version the console edits (issue 16, decision 019): donors read it while visible. */
  ...contentWindowColumns(),
});

/**
 * The program's settings an admin changes in the console (issue 35: `pointsPerDollar`), one row per setting; a missing
 * row is the setting's default. Every change is audited with its before and after.
 */
export const programSettings = pgTable('program_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The admin who changed it last (no foreign key: the audit trail keeps the history). */
  updatedBy: uuid('updated_by').notNull(),
});
