import type { IntegrationEventType } from '@portal/contract/entities/integration-events';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { messagesOutbox, webhookAttempts, webhookEndpoints } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

const DELIVERIES_SHOWN = 50;

export const listWebhookDeliveriesHandler: Handler<'webhooks/listDeliveries'> = async (ctx, params) => {
  const rows = await ctx.db
    .select({
      id: messagesOutbox.id,
      type: messagesOutbox.subject,
      body: messagesOutbox.body,
      createdAt: messagesOutbox.createdAt,
      state: messagesOutbox.state,
      nextAttemptAt: messagesOutbox.nextAttemptAt,
    })
    .from(messagesOutbox)
    .where(and(eq(messagesOutbox.channel, 'webhook'), eq(messagesOutbox.destination, params.endpointId)))
    .orderBy(desc(messagesOutbox.seq))
    .limit(DELIVERIES_SHOWN);
  if (rows.length === 0) {
    const [endpoint] = await ctx.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, params.endpointId));
    if (!endpoint) throw new ServiceError(404, 'webhookEndpointNotFound');
  }
  const attempts = rows.length
    ? await ctx.db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.outboxId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(webhookAttempts.attemptedAt))
    : [];
  return {
    status: 200,
    deliveries: rows.map((row) => ({
      id: row.id,
      eventId: (JSON.parse(row.body) as { id: string }).id,
      eventType: row.type as IntegrationEventType,
      createdAt: row.createdAt.toISOString(),
      // `delivered` is a provider's report of messages; a receiver's 2xx is `sent`.
      state: row.state === 'delivered' ? 'sent' : row.state,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      attempts: attempts
        .filter((attempt) => attempt.outboxId === row.id)
        .map((attempt) => ({
          at: attempt.attemptedAt.toISOString(),
          statusCode: attempt.statusCode,
          reply: attempt.reply,
          durationMs: attempt.durationMs,
        })),
    })),
  };
};
