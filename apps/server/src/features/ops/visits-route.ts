import { recordVisitRoute } from '@portal/contract/services/ops/visits';
import type { FastifyInstance } from 'fastify';
import { recordVisit } from '../../domain/visit-ingestion';
import { restRoute } from '../../plugins/calls/rest-route';
import type { Services } from '../../service-context';

/**
 * `POST /api/ops/visits` for the centers' own systems (the operations key in `X-Ops-Key`, checked by the
 * route helper). Without `OPS_API_KEY` configured the route does not exist.
 * 201 when the visit is new, 200 when it was already recorded (nothing changes).
 */
export function registerOpsVisits(app: FastifyInstance, services: Services): void {
  if (!services.config.opsApiKey) return;
  restRoute(app, services, recordVisitRoute, async ({ body, reply }) => {
    const { locations: centers, education_contents: visitTexts } = services.reference.tables;
    const result = await recordVisit({ ...services, visitTexts }, body, centers.kept ? { centers: await centers.get() } : {});
    void reply.status(result.created ? 201 : 200);
    return { status: 200 as const, ...result };
  });
}
