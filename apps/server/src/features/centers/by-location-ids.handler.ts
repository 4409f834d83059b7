import { inArray } from 'drizzle-orm';
import type { Handler } from '../service-context';
import { locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';

export const byLocationIdsHandler: Handler<'location/bylocationids'> = async (ctx, params) => {
  const rows = await ctx.db.select().from(locations).where(inArray(locations.id, params.locationids)).orderBy(locations.name);
  return { status: 200, locations: rows.map(toLocationSummary) };
};
