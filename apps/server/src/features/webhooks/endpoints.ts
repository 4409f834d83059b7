import { formatMessage, type Language, type MessageKey } from '@portal/contract';
import { WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookEndpointView } from '@portal/contract/services/webhooks/endpoint-view';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiClients, messagesOutbox, webhookEndpoints } from '../../db/schema/index';
import { legacyApiClient } from '../../domain/api-clients';
import { receiverRefusal } from '../../domain/messaging/webhook-hosts';
import { newWebhookSecret, sealWebhookSecret } from '../../domain/messaging/webhooks';
import type { Clock } from '../../lib/clock';
import { ServiceError } from '../../lib/service-error';
import type { ApiClientIdentity, Services } from '../../service-context';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toEndpointView(row: EndpointRow, apiClientName: string | null): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedReason: row.pausedReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    apiClientName,
  };
}

/** The endpoints matching `where`, oldest first, each with the name of the API client that owns it. */
export async function endpointViews(db: Db, where?: SQL): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, apiClientName: apiClients.name })
    .from(webhookEndpoints)
    .leftJoin(apiClients, eq(apiClients.id, webhookEndpoints.apiClientId))
    .where(where)
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => toEndpointView(row.endpoint, row.apiClientName));
}

export async function endpointView(db: Db, id: string): Promise<WebhookEndpointView> {
  const [view] = await endpointViews(db, eq(webhookEndpoints.id, id));
  if (!view) throw new Error('webhook endpoint vanished inside its own transaction');
  return view;
}

/**
 * The endpoints an API client manages: the ones it made. The deprecated `OPS_API_KEY`, which stands for every
 * operation on every center until a first client exists, manages the ones no client owns (made in the console).
 */
export function ownedBy(client: ApiClientIdentity): SQL {
  return client.id === legacyApiClient.id ? isNull(webhookEndpoints.apiClientId) : eq(webhookEndpoints.apiClientId, client.id);
}

/** The endpoint (only among `owned`, when given), locked for the change the caller makes; 404 when there is none. */
export async function lockEndpoint(db: Db, id: string, owned?: SQL): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), owned))
    .for('update');
  if (!row) throw new ServiceError(404, 'webhookEndpointNotFound');
  return row;
}

type EndpointServices = Pick<Services, 'config'> & { clock: Clock };

/** Where the caller's input is: the language of its messages, and the path of the address field (`params.url`, `url`). */
export interface UrlField {
  lang: Language;
  path: string;
}

/** A 400 naming the address field, in the caller's language. */
function refusedUrl(field: UrlField, code: MessageKey): ServiceError {
  return new ServiceError(
    400,
    'invalidFields',
    { fields: field.path },
    { fields: [{ path: field.path, code, message: formatMessage(field.lang, code) }] },
  );
}

/**
 * Webhooks carry donor data: in production they only go over https; and only to the hosts WEBHOOK_ALLOWED_HOSTS
 * allows, never to a private or loopback address unless that host is listed exactly (the sender checks again).
 */
function checkUrl(services: EndpointServices, url: string, field: UrlField): void {
  if (services.config.nodeEnv === 'production' && !url.startsWith('https:')) throw refusedUrl(field, 'webhookUrlInvalid');
  if (receiverRefusal(url, services.config.webhookAllowedHosts ?? null)) throw refusedUrl(field, 'webhookHostNotAllowed');
}

/**
 * Adds an endpoint (owned by `apiClientId`, or by no client); answers it and its secret, shown this once. The secret is
 * sealed with the endpoint's id as additional data, so the id is chosen before the row is written.
 */
export async function insertEndpoint(
  db: Db,
  services: EndpointServices,
  fields: { url: string; description: string; eventTypes: readonly EndpointRow['eventTypes'][number][] },
  apiClientId: string | null,
  field: UrlField,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  checkUrl(services, fields.url, field);
  const id = randomUUID();
  const secret = newWebhookSecret();
  await db.insert(webhookEndpoints).values({
    id,
    apiClientId,
    url: fields.url,
    description: fields.description,
    eventTypes: [...new Set(fields.eventTypes)],
    secret: sealWebhookSecret(services.config.totpEncryptionKey, id, secret),
    createdAt: services.clock.now(),
  });
  return { endpoint: await endpointView(db, id), secret };
}

/** A new secret for the endpoint, sealed, written; the one it replaces keeps signing for the overlap. */
export async function rotateEndpointSecret(
  db: Db,
  services: EndpointServices,
  row: EndpointRow,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const secret = newWebhookSecret();
  await db
    .update(webhookEndpoints)
    .set({
      secret: sealWebhookSecret(services.config.totpEncryptionKey, row.id, secret),
      previousSecret: row.secret,
      previousSecretExpiresAt: new Date(services.clock.now().getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
    })
    .where(eq(webhookEndpoints.id, row.id));
  return { endpoint: await endpointView(db, row.id), secret };
}

/** Deletes the endpoint; its deliveries still waiting are never tried (its tries' records go with it). */
export async function deleteEndpoint(db: Db, services: EndpointServices, row: EndpointRow): Promise<void> {
  const now = services.clock.now();
  await db
    .update(messagesOutbox)
    .set({ state: 'undeliverable', error: 'endpoint-deleted', nextAttemptAt: null, stateChangedAt: now })
    .where(
      and(
        eq(messagesOutbox.channel, 'webhook'),
        eq(messagesOutbox.destination, row.id),
        inArray(messagesOutbox.state, ['queued', 'sending']),
      ),
    );
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
}
