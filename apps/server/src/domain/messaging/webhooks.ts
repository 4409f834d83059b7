import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, webhookAttempts, webhookEndpoints } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { open, seal } from '../../lib/secret-box';
import { inSpan } from '../../lib/spans';
import type { Messenger } from './messenger';
import { DeliveryError } from './sms';
import { hostOf, privateAllowed, receiverLookup, receiverRefusal } from './webhook-hosts';

/** One delivery of the outbox's `webhook` channel: the row, the endpoint (its `destination`) and the exact body. */
export interface WebhookDelivery {
  messageId: string;
  endpointId: string;
  body: string;
}

export interface WebhookSender {
  /**
   * Posts the body, signed, to the endpoint; throws a `DeliveryError` when the receiver does not answer 2xx (the
   * outbox retries it). Each try is recorded with the receiver's reply; after a day of failures the endpoint is
   * paused and the admins told through `notify`.
   */
  deliver(delivery: WebhookDelivery, notify: Messenger): Promise<void>;
}

/** A day of failures without one success pauses an endpoint. */
export const WEBHOOK_PAUSE_AFTER_MS = 24 * 60 * 60_000;
/** How much of a receiver's reply is kept for the console. */
const REPLY_CHARS = 500;

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

const secretContext = (endpointId: string): string => `webhook-secret:${endpointId}`;
export const sealWebhookSecret = (key: string, endpointId: string, secret: string): string => seal(key, secretContext(endpointId), secret);
const openWebhookSecret = (key: string, endpointId: string, sealed: string): string | null => open(key, secretContext(endpointId), sealed);

/**
 * The `webhook-signature` value for one secret (Standard Webhooks): `v1,` and the base64 HMAC-SHA256, keyed by the
 * secret's bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface WebhookSenderOptions {
  db: Db;
  clock: Clock;
  /** The key the signing secrets are sealed with (TOTP_ENCRYPTION_KEY). */
  encryptionKey: string;
  /** How long a receiver has to answer. */
  timeoutMs: number;
  /** Where admins resume a paused endpoint (the console's webhooks page). */
  consoleUrl: string;
  /** WEBHOOK_ALLOWED_HOSTS: the hosts receivers may be at (null: any public one). */
  allowedHosts: readonly string[] | null;
}

type Outcome = { statusCode: number | null; reply: string; ok: boolean };

/**
 * Posts the body and answers the receiver's status and the start of its reply, or why there was none. Through the
 * guarded name lookup (`receiverLookup`): a name resolving to a private address is refused unless it is allowed.
 */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number, allowPrivate: boolean): Promise<Outcome> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const failed = (error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      const name = error instanceof Error ? error.name : 'unknown';
      resolve({ statusCode: null, reply: typeof code === 'string' ? `${name}: ${code}` : name, ok: false });
    };
    const request = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: receiverLookup(allowPrivate),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < REPLY_CHARS * 4) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('error', failed);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            statusCode: status,
            reply: Buffer.concat(chunks).toString('utf8').slice(0, REPLY_CHARS),
            ok: status >= 200 && status < 300,
          });
        });
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { db, clock } = options;

  /** Marks the failure; the first one past a day of failures pauses the endpoint (once) and e-mails every admin. */
  async function recordFailure(endpointId: string, url: string, notify: Messenger): Promise<void> {
    const now = clock.now();
    const [row] = await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ failingSince: webhookEndpoints.failingSince, pausedAt: webhookEndpoints.pausedAt });
    if (!row?.failingSince || row.pausedAt || now.getTime() - row.failingSince.getTime() < WEBHOOK_PAUSE_AFTER_MS) return;
    const [paused] = await db
      .update(webhookEndpoints)
      .set({ pausedAt: now, pausedReason: 'failing' })
      .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.pausedAt)))
      .returning({ id: webhookEndpoints.id });
    if (!paused) return;
    const admins = await db
      .select({ email: staffMembers.email })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.deactivatedAt)));
    for (const admin of admins) {
      await notify.send({
        channel: 'email',
        to: admin.email,
        lang: 'en',
        template: 'webhookPaused',
        values: {
          url: new URL(url).origin,
          since: row.failingSince.toISOString().slice(0, 16).replace('T', ' '),
          link: options.consoleUrl,
        },
        dedupeKey: `webhook-paused:${endpointId}:${now.toISOString()}:${admin.email}`,
      });
    }
  }

  return {
    async deliver(delivery, notify) {
      const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
      // The endpoint was deleted: its deliveries are never tried again.
      if (!endpoint) throw new DeliveryError('endpoint-gone', 'invalid-destination');
      const now = clock.now();
      const secrets = [
        openWebhookSecret(options.encryptionKey, endpoint.id, endpoint.secret),
        endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
          ? openWebhookSecret(options.encryptionKey, endpoint.id, endpoint.previousSecret)
          : null,
      ].filter((secret): secret is string => secret !== null);
      if (secrets.length === 0) throw new DeliveryError('secret-unreadable', null);
      const id = (JSON.parse(delivery.body) as { id: string }).id;
      const timestamp = Math.floor(now.getTime() / 1000);
      const headers = {
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        // During a rotation's overlap both secrets sign: a receiver with either verifies the delivery.
        'webhook-signature': secrets.map((secret) => webhookSignature(secret, id, timestamp, delivery.body)).join(' '),
      };
      // An address allowed when the endpoint was made may not be any more (the list changed): never tried again.
      if (receiverRefusal(endpoint.url, options.allowedHosts)) throw new DeliveryError('host-not-allowed', 'invalid-destination');
      const started = performance.now();
      // The span names the channel only: neither the address nor the body goes into traces.
      const outcome = await inSpan('webhook send', { 'portal.message.channel': 'webhook' }, () =>
        post(endpoint.url, headers, delivery.body, options.timeoutMs, privateAllowed(hostOf(endpoint.url), options.allowedHosts)),
      );
      await db.insert(webhookAttempts).values({
        outboxId: delivery.messageId,
        endpointId: endpoint.id,
        attemptedAt: now,
        statusCode: outcome.statusCode,
        reply: outcome.reply,
        durationMs: Math.round(performance.now() - started),
      });
      if (outcome.ok) {
        if (endpoint.failingSince)
          await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      await recordFailure(endpoint.id, endpoint.url, notify);
      throw new DeliveryError(outcome.statusCode === null ? 'no-answer' : `http-${outcome.statusCode}`, null);
    },
  };
}
