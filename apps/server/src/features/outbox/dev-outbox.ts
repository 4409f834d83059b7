import type { devOutboxRoute } from '@portal/contract/services/outbox/dev-outbox';
import { desc, eq } from 'drizzle-orm';
import { messagesOutbox } from '../../db/schema/index';
import type { RestRoute } from '../../plugins/calls/rest-route';

const NEWEST = 20;

/**
 * `GET /api/dev/outbox?to=<destination>`: the newest messages sent, so a developer or the e2e tests can
 * read a code without a mailbox. Registered only in demo mode (elsewhere the path does not exist: 404), and only
 * ever for one destination: the query requires `to`, so nobody lists every code sent.
 */
export const devOutboxRouteHandler: RestRoute<typeof devOutboxRoute> = (services) => {
  if (!services.config.demoMode) return null;
  return async ({ query: { to } }) => {
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
  };
};
