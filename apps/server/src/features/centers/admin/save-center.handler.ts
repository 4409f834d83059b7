import { upsertCenter } from '../../../domain/center-records';
import type { Handler } from '../../../service-context';

/** Adds or changes a center through the same code as the ops route; audited with before and after. */
export const saveCenterHandler: Handler<'location/saveCenter'> = async (ctx, params) => {
  const { before, after, created, changed } = await upsertCenter(ctx.db, params.locationID, params.center);
  ctx.audit({ objectType: 'center', objectId: String(params.locationID), before, after: changed ? after : before });
  return { status: 200, created, changed };
};
