import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import type { Services } from '../features/service-context';
import { ServiceError } from '../lib/service-error';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function registerHealth(app: FastifyInstance, services: Services): void {
  app.get('/api/health', async (request) => {
    try {
      await pingDatabase(services.db);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'health check: database unreachable');
      throw new ServiceError(503, 'serviceUnavailable');
    }
    return { status: 200, database: 'up' };
  });
}
