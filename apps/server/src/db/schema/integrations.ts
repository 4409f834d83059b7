import type { ApiOperation } from '@portal/contract';
import type { DonorFieldGroup } from '@portal/contract/services/ops/donors';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { donors } from './donors';

/**
 * The company's systems that call `/api/ops/*` (issue 31): what each may call and where, and its secrets as SHA-256
 * hashes (a secret is 256 random bits, so a fast hash is enough; the secret itself is shown once and never kept).
 * A rotation keeps the previous hash until `previous_secret_until`; a revoked client is kept for the audit trail.
 * Webhook endpoints (events out) hang off a client by its id.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    operations: text('operations').array().$type<ApiOperation[]>().notNull(),
    /** Null: every center. */
    centerIds: integer('center_ids').array(),
    secretHash: text('secret_hash').notNull(),
    secretHint: text('secret_hint').notNull(),
    previousSecretHash: text('previous_secret_hash'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The admin who created it (no foreign key: the audit trail keeps the history). */
    createdBy: uuid('created_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_clients_name_idx').on(sql`lower(${table.name})`),
    uniqueIndex('api_clients_secret_idx').on(table.secretHash),
    index('api_clients_previous_secret_idx').on(table.previousSecretHash),
  ],
);

/**
 * The first reply of each `POST` a client sent with an `Idempotency-Key`: the same key and body get it again, another
 * body a 409. Keyed by client, so two clients never see each other's replies.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: uuid('client_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    bodyHash: text('body_hash').notNull(),
    statusCode: integer('status_code'),
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('idempotency_keys_key_idx').on(table.clientId, table.key), index('idempotency_keys_at_idx').on(table.createdAt)],
);

/**
 * Each side's change to a group of a donor's details (issue 31): `portal` when the donor edits it, `center` when a
 * center's system sends it. The newer change wins per group: a center's record older than the donor's last edit of a
 * group leaves that group as the donor wrote it. A donor a bulk import creates has one `center` row for every group
 * at once (`all`, decision 059): the center set each of them then.
 */
export const donorFieldChanges = pgTable(
  'donor_field_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    field: text('field').$type<DonorFieldGroup | 'all'>().notNull(),
    source: text('source', { enum: ['portal', 'center'] }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The API client that sent a center's change. */
    apiClientId: uuid('api_client_id'),
  },
  (table) => [index('donor_field_changes_idx').on(table.donorId, table.field, table.source, table.changedAt)],
);
