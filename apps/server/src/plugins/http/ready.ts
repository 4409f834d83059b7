import type { readyChecksSchema, readyRoute } from '@portal/contract/services/platform/platform-routes';
import type { z } from 'zod';
import { pingDatabase } from '../../db/client';
import { pendingMigrations } from '../../db/migration-state';
import type { Services } from '../../service-context';
import type { RestRoute } from '../calls/rest-route';

type ReadyChecks = z.infer<typeof readyChecksSchema>;

/** The schema against this release: read until it is current, then remembered (a schema never goes back). */
async function migrationsCheck(services: Services): Promise<ReadyChecks['migrations']> {
  if (services.status.schemaCurrent) return 'current';
  const pending = await pendingMigrations(services.db);
  if (pending.length > 0) return 'pending';
  services.status.schemaCurrent = true;
  return 'current';
}

/**
 * `GET /api/ready`: 200 when the database answers, the schema is at this release and the job engine has started
 * (`off` only in tests that build an app without it); 503 naming the failing check otherwise, and as soon as a
 * shutdown begins. Redis is reported but never makes the process unready: limits count in the fallback store.
 */
export const readyRouteHandler: RestRoute<typeof readyRoute> =
  (services) =>
  async ({ request, reply }) => {
    const { status } = services;
    let database: ReadyChecks['database'] = 'up';
    let migrations: ReadyChecks['migrations'] = 'unknown';
    try {
      await pingDatabase(services.db);
      migrations = await migrationsCheck(services);
    } catch (error) {
      // The error's name only: a driver's message may hold the database's address.
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'readiness: database unreachable');
      database = 'down';
    }
    const checks: ReadyChecks = {
      process: status.draining ? 'draining' : 'serving',
      database,
      migrations,
      jobs: status.jobs,
      ...(services.limits.redisState ? { redis: services.limits.redisState() } : {}),
    };
    const ready =
      checks.process === 'serving' && database === 'up' && migrations === 'current' && (status.jobs === 'started' || status.jobs === 'off');
    void reply.code(ready ? 200 : 503);
    return { status: ready ? ('ready' as const) : ('unready' as const), checks };
  };
