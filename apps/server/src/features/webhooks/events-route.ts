import type { listEventsRoute } from '@portal/contract/services/webhooks/events';
import { and, asc, gt, gte, sql, type SQL } from 'drizzle-orm';
import { integrationEvents } from '../../db/schema/index';
import { eventCenter } from '../../domain/integration-events';
import type { RestRoute } from '../../plugins/calls/rest-route';

/** The events about one of these centers (a center-scoped client's). */
function inCenters(centerIds: readonly number[]): SQL {
  if (centerIds.length === 0) return sql`false`;
  return sql`${eventCenter(sql`${integrationEvents.data}`)} in (${sql.join(
    centerIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * `GET /api/ops/events?since=` (an API client allowed `events`): the events after an event (by its id) or from a time, oldest
 * first; a client with centers gets only theirs (`eventCenter`). An unknown id answers from the start: the caller loses nothing.
 */
export const listEventsRouteHandler: RestRoute<typeof listEventsRoute> = (services) => {
  return async ({ query, apiClient }) => {
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
      .where(and(after, apiClient?.centerIds ? inCenters(apiClient.centerIds) : undefined))
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
