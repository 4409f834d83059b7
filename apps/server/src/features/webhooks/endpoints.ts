import { WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookEndpointView } from '@portal/contract/services/webhooks/endpoint-view';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/index';
import { newWebhookSecret, sealWebhookSecret } from '../../domain/messaging/webhooks';
import { ServiceError } from '../../lib/service-error';
import type { StaffContext } from '../../service-context';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export function toEndpointView(row: EndpointRow): WebhookEndpointView {
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
  };
}

/** The endpoint, locked for the change the caller makes; 404 when there is none. */
export async function lockEndpoint(db: Db, id: string): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!row) throw new ServiceError(404, 'webhookEndpointNotFound');
  return row;
}

/** Webhooks carry donor data: in production they only go over https. */
export function checkUrl(ctx: StaffContext, url: string): void {
  if (ctx.config.nodeEnv === 'production' && !url.startsWith('https:')) throw new ServiceError(400, 'webhookUrlInvalid');
}

/** A new secret for the endpoint, sealed; the one it replaces keeps signing for the overlap. */
export function rotatedSecret(ctx: StaffContext, row: EndpointRow) {
  const secret = newWebhookSecret();
  const now = ctx.clock.now();
  return {
    secret,
    change: {
      secret: sealWebhookSecret(ctx.config.totpEncryptionKey, row.id, secret),
      previousSecret: row.secret,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
    },
  };
}
