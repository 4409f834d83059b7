import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationEventType } from '@portal/contract/entities/integration-events';
import { messagesOutbox } from './accounts';
import { apiClients } from './integrations';

/**
 * What happened that the company's systems hear about (issue 31, "Events out"), written in the transaction that
 * caused it (`domain/integration-events.ts`). `seq` orders them for `GET /api/ops/events?since=`.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    type: text('type').$type<IntegrationEventType>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('integration_events_occurred_idx').on(table.occurredAt)],
);

/**
 * A receiver of signed webhooks. Its signing secret (`whsec_…`) is sealed like the staff's TOTP secrets
 * (`lib/secret-box.ts`, TOTP_ENCRYPTION_KEY, the endpoint's id as additional data); after a rotation the previous one
 * keeps signing too until `previousSecretExpiresAt`. `apiClientId` names the API client that owns it, when an admin
 * ties it to one (an endpoint made in the console belongs to the company as a whole).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  apiClientId: uuid('api_client_id').references(() => apiClients.id),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  eventTypes: jsonb('event_types').$type<IntegrationEventType[]>().notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Nothing is sent while paused (its deliveries wait in the outbox); set by an admin or after a day of failures. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pausedReason: text('paused_reason', { enum: ['admin', 'failing'] }),
  /** The first failure since the last success: a day of failures pauses the endpoint. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
});

/** Each try of a webhook delivery (an outbox row of the `webhook` channel) and what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => messagesOutbox.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** The receiver's HTTP status; null when it did not answer (refused connection, timeout). */
    statusCode: integer('status_code'),
    /** The start of the receiver's reply (at most 500 characters), or why there was none. */
    reply: text('reply').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_outbox_idx').on(table.outboxId, table.attemptedAt)],
);
