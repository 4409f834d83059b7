import { devOutboxRoute } from '@portal/contract/services/outbox/dev-outbox';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messagesOutbox } from '../../db/schema/index';
import { restRoute } from '../../plugins/calls/rest-route';
import type { Services } from '../../service-context';

const NEWEST = 20;

/**
 * `GET /api/dev/outbox?to=<destination>`: the newest messages sent, so a developer or the e2e tests can
 * read a code without a mailbox. Registered only in demo mode (elsewhere the path does not exist: 404), and only
 * ever for one destination: the query requires `to`, so nobody lists every code sent.
 */
export function registerDevOutbox(app: FastifyInstance, services: Services): void {
  if (!services.config.demoMode) return;
  restRoute(app, services, devOutboxRoute, async ({ query: { to } }) => {
    const rows = await services.db
      .select()
      .from(messagesOutbox)
      .where(eq(messagesOutbox.destination, to))
      .orderBy(desc(messagesOutbox.seq))
      .limit(NEWEST);
    return {
      status: 200 as const,
      messages: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.destination,
        language: row.language,
        template: row.template,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      })),
    };
  });
}
