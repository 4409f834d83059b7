import type { putCenterRoute, putCenterScheduleRoute } from '@portal/contract/services/ops/centers';
import { eq } from 'drizzle-orm';
import { locations } from '../../db/schema/index';
import { upsertCenter } from '../../domain/center-records';
import { loadBookableCenter, storeCenterSchedule } from '../../domain/center-schedules';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * `PUT /api/ops/centers/{locationID}`: the center as the company's systems hold it. 201 when new, 200 otherwise; a
 * center sent again unchanged answers `changed: false`. The centers cache follows through the table's change notice.
 */
export const putCenterRouteHandler: RestRoute<typeof putCenterRoute> = (services) => {
  return async ({ params, body, reply, requireCenter, audit }) => {
    await requireCenter(params.locationID);
    const { before, after, created, changed } = await upsertCenter(services.db, params.locationID, body);
    audit({ objectType: 'center', objectId: String(params.locationID), before, after: changed ? after : before });
    void reply.status(created ? 201 : 200);
    return { status: 200 as const, created, locationID: params.locationID, changed };
  };
};

/** `PUT /api/ops/centers/{locationID}/schedule`: replaced whole, as the console's editor replaces it (404 for an unknown center). */
export const putCenterScheduleRouteHandler: RestRoute<typeof putCenterScheduleRoute> = (services) => {
  return async ({ params, body, requireCenter, audit }) => {
    await requireCenter(params.locationID);
    const [center] = await services.db.select({ id: locations.id }).from(locations).where(eq(locations.id, params.locationID));
    if (!center) throw new ServiceError(404, 'locationNotFound');
    const before = await loadBookableCenter(services.db, center.id);
    await storeCenterSchedule(services.db, center.id, body, services.clock.now());
    audit({ objectType: 'centerSchedule', objectId: String(center.id), before: before?.schedule ?? null, after: body });
    return { status: 200 as const, locationID: center.id, schedule: body };
  };
};
