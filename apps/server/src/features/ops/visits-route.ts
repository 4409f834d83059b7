import type { recordVisitRoute } from '@portal/contract/services/ops/visits';
import { recordVisit } from '../../domain/visit-ingestion';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * `POST /api/ops/visits` for the centers' own systems, by an API client allowed `visits` on the visit's center.
 * 201 when the visit is new, 200 when it was already recorded (nothing changes).
 */
export const recordVisitRouteHandler: RestRoute<typeof recordVisitRoute> = (services) => {
  return async ({ body, reply, requireCenter, audit }) => {
    await requireCenter(body.locationID);
    const { locations: centers, education_contents: visitTexts } = services.reference.tables;
    const result = await recordVisit({ ...services, visitTexts }, body, centers.kept ? { centers: await centers.get() } : {});
    audit({
      objectType: 'visit',
      objectId: result.visitID,
      after: { visitNumber: body.visitNumber, locationID: body.locationID, created: result.created },
    });
    void reply.status(result.created ? 201 : 200);
    return { status: 200 as const, ...result };
  };
};
