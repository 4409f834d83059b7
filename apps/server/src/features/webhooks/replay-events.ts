import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/index';
import { queueDeliveries } from '../../domain/integration-events';
import { ServiceError } from '../../lib/service-error';

/**
 * Queues every event from `from` on again, to one endpoint or to every endpoint subscribed, in one statement: new
 * outbox rows beside the first deliveries (whatever became of them), each event with its own id, so a receiver that
 * already has one can tell; with `owner`, only to that API client's endpoints (another's is a 404). Answers how many
 * deliveries were queued.
 */
export async function replayEvents(
  db: Db,
  now: Date,
  input: { from: string; endpointId?: string | undefined },
  owner?: { apiClientId: string | null },
): Promise<number> {
  if (input.endpointId) {
    const [endpoint] = await db
      .select({ apiClientId: webhookEndpoints.apiClientId })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, input.endpointId));
    if (!endpoint || (owner && endpoint.apiClientId !== owner.apiClientId)) throw new ServiceError(404, 'webhookEndpointNotFound');
  }
  return queueDeliveries(db, now, sql`e.occurred_at >= ${new Date(input.from).toISOString()}::timestamptz`, {
    ...(input.endpointId ? { endpointId: input.endpointId } : {}),
    ...(owner ? { owner } : {}),
    replay: randomUUID(),
  });
}
