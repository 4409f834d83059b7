import type { listEventsRoute } from '@portal/contract/services/webhooks/events';
import { and, asc, gt, gte, sql, type SQL } from 'drizzle-orm';
import { integrationEvents } from '../../db/schema/index';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * `GET /api/ops/events?since=` (an API client allowed `events`): the events after an event (by its id) or from a time, oldest
 * first. An unknown id answers from the start: the caller loses nothing.
 */
export const listEventsRouteHandler: RestRoute<typeof listEventsRoute> = (services) => {
  return async ({ query }) => {
    const since = query.since;
    let after: SQL | undefined;
    if (since?.includes('T')) after = gte(integrationEvents.occurredAt, new Date(since));
    else if (since) {
      after = gt(
        integrationEvents.seq,
        sql`coalesce((select ${integrationEvents.seq} from ${integrationEvents} where ${integrationEvents.id} = ${since}::uuid), 0)`,
      );
    }
    const rows = await services.db
      .select()
      .from(integrationEvents)
      .where(and(after))
      .orderBy(asc(integrationEvents.seq))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    return {
      status: 200 as const,
      events: page.map((row) => ({ id: row.id, type: row.type, timestamp: row.occurredAt.toISOString(), data: row.data })),
      next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  };
};
