import type { Handler } from '../service-context';

/** The top bar reads the home center on every page: served from the process's copy of the centers (decision 025). */
export const byLocationIdsHandler: Handler<'location/bylocationids'> = async (ctx, params) => {
  const wanted = new Set(params.locationids);
  const centers = await ctx.reference.tables.locations.get();
  return { status: 200, locations: centers.filter((center) => wanted.has(center.locationID)) };
};
