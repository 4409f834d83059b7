import type { putCenterRoute, putCenterScheduleRoute } from '@portal/contract/services/ops/centers';
import { eq, sql } from 'drizzle-orm';
import { locations } from '../../db/schema/index';
import { loadBookableCenter, storeCenterSchedule } from '../../domain/center-schedules';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * `PUT /api/ops/centers/{locationID}`: the center as the company's systems hold it. 201 when new, 200 otherwise; a
 * center sent again unchanged writes nothing. The centers cache follows through the table's change notice.
 */
export const putCenterRouteHandler: RestRoute<typeof putCenterRoute> = (services) => {
  return async ({ params, body, reply, requireCenter, audit }) => {
    await requireCenter(params.locationID);
    const values = {
      name: body.name,
      addressLine1: body.addressLine1,
      city: body.city,
      stateCode: body.state,
      zipCode: body.zipCode,
      phone: body.phone,
      timezone: body.timeZone,
      marketingPageId: body.marketingPageId,
      bookingOpen: body.bookingOpen,
    };
    const { before, created } = await services.db.transaction(async (tx) => {
      const [held] = await tx.select().from(locations).where(eq(locations.id, params.locationID)).for('update');
      const [written] = await tx
        .insert(locations)
        .values({ id: params.locationID, ...values })
        .onConflictDoUpdate({ target: locations.id, set: values })
        // xmax is 0 on a row this statement inserted: two systems creating the same center at once still see one 201.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return { before: held ?? null, created: written?.inserted === true };
    });
    const changed = before === null || Object.entries(values).some(([key, value]) => before[key as keyof typeof values] !== value);
    audit({ objectType: 'center', objectId: String(params.locationID), before, after: changed ? values : before });
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
