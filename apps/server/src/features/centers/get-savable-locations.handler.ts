import { and, eq, type SQL } from 'drizzle-orm';
import { locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';
import type { Handler } from '../../service-context';

export const getSavableLocationsHandler: Handler<'location/getSavableLocations'> = async (ctx, params) => {
  const filters: SQL[] = [];
  if (params.state) filters.push(eq(locations.stateCode, params.state));
  if (params.city) filters.push(eq(locations.city, params.city));
  const rows = await ctx.db
    .select()
    .from(locations)
    .where(and(...filters))
    .orderBy(locations.stateCode, locations.city, locations.name);
  return { status: 200, locations: rows.map(toLocationSummary) };
};
