import type { healthRoute } from '@portal/contract/services/platform/platform-routes';
import { pingDatabase } from '../../db/client';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../calls/rest-route';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRouteHandler: RestRoute<typeof healthRoute> =
  (services) =>
  async ({ request }) => {
    try {
      await pingDatabase(services.db);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'health check: database unreachable');
      throw new ServiceError(503, 'serviceUnavailable');
    }
    return { status: 200 as const, database: 'up' as const };
  };
