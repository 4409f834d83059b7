import { healthRoute } from '@portal/contract/services/platform/platform-routes';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client';
import type { Services } from '../../service-context';
import { ServiceError } from '../../lib/service-error';
import { restRoute } from '../calls/rest-route';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function registerHealth(app: FastifyInstance, services: Services): void {
  restRoute(app, services, healthRoute, async ({ request }) => {
    try {
      await pingDatabase(services.db);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'health check: database unreachable');
      throw new ServiceError(503, 'serviceUnavailable');
    }
    return { status: 200 as const, database: 'up' as const };
  });
}
