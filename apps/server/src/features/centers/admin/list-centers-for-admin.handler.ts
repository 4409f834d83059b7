import { listCenterRecords } from '../../../domain/center-records';
import type { Handler } from '../../../service-context';

/** Every center, by number, for the admins' Centers page. */
export const listCentersForAdminHandler: Handler<'location/listCentersForAdmin'> = async (ctx) => ({
  status: 200,
  centers: await listCenterRecords(ctx.db),
});
