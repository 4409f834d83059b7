import { randomUUID } from 'node:crypto';
import type { IntegrationEventType } from '@portal/contract/entities/integration-events';
import type { Db } from '../client';
import { webhookEndpoints } from '../schema/index';
import { newWebhookSecret, sealWebhookSecret } from '../../domain/messaging/webhooks';

/** A webhook receiver with a sealed secret, as the console makes one; answers its id and its secret. */
export async function createWebhookEndpoint(
  db: Db,
  encryptionKey: string,
  input: { url?: string; eventTypes?: IntegrationEventType[] } = {},
): Promise<{ id: string; secret: string }> {
  const id = randomUUID();
  const secret = newWebhookSecret();
  await db.insert(webhookEndpoints).values({
    id,
    url: input.url ?? 'https://receiver.example.com/hooks',
    eventTypes: input.eventTypes ?? ['appointment.booked'],
    secret: sealWebhookSecret(encryptionKey, id, secret),
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  return { id, secret };
}
