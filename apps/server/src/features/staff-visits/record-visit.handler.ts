import { recordVisit } from '../../domain/visit-ingestion';
import { locations } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { centerScope } from '../../domain/center-scope';

/** The console's recording goes through the ops route's ingestion, limited to the caller's centers (404 elsewhere). */
export const recordVisitHandler: Handler<'staffVisits/recordVisit'> = async (ctx, params) => {
  const result = await recordVisit(ctx, params, {
    locationScope: centerScope(ctx.staff, locations.id),
    recordedByStaffId: ctx.staff.staffId,
  });
  ctx.audit({
    objectType: 'visit',
    objectId: result.visitID,
    after: { ...params, created: result.created, pointsAwarded: result.pointsAwarded },
  });
  return { status: 200, ...result };
};
