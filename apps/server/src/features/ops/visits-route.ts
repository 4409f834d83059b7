import type { recordVisitRoute } from '@portal/contract/services/ops/visits';
import { recordVisit } from '../../domain/visit-ingestion';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * `POST /api/ops/visits` for the centers' own systems (the operations key in `X-Ops-Key`, checked by the
 * route helper). Without `OPS_API_KEY` configured the route does not exist.
 * 201 when the visit is new, 200 when it was already recorded (nothing changes).
 */
export const recordVisitRouteHandler: RestRoute<typeof recordVisitRoute> = (services) => {
  if (!services.config.opsApiKey) return null;
  return async ({ body, reply }) => {
    const { locations: centers, education_contents: visitTexts } = services.reference.tables;
    const result = await recordVisit({ ...services, visitTexts }, body, centers.kept ? { centers: await centers.get() } : {});
    void reply.status(result.created ? 201 : 200);
    return { status: 200 as const, ...result };
  };
};
