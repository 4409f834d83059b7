import { eq } from 'drizzle-orm';
import { locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';
import type { Handler } from '../../service-context';

/** Cities of the state that have centers (for the city picker) and the centers, narrowed to a city when given. */
export const searchCentersHandler: Handler<'location/searchCenters'> = async (ctx, params) => {
  const inState = await ctx.db
    .select()
    .from(locations)
    .where(eq(locations.stateCode, params.state))
    .orderBy(locations.city, locations.name);
  const cities = [...new Set(inState.map((row) => row.city))];
  const wanted = params.city?.toLowerCase();
  const rows = wanted ? inState.filter((row) => row.city.toLowerCase() === wanted) : inState;
  return {
    status: 200,
    cities,
    locations: rows.map((row) => ({ ...toLocationSummary(row), pageSlug: `center/${row.id}`, timezone: row.timezone })),
  };
};
