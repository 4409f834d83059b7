import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Handler } from '../../service-context';
import { locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';

/** Prepared once per database, so it is built once and parsed once per connection. */
const centersByIdQueries = new WeakMap<Db, ReturnType<typeof prepareCentersById>>();

function prepareCentersById(db: Db) {
  return db
    .select()
    .from(locations)
    .where(sql`${locations.id} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(locations.name, locations.id)
    .prepare('centers_by_id');
}

function centersByIdQuery(db: Db) {
  let query = centersByIdQueries.get(db);
  if (!query) {
    query = prepareCentersById(db);
    centersByIdQueries.set(db, query);
  }
  return query;
}

/** The top bar reads the home center on every page: served from the process's copy of the centers (decision 025). */
export const byLocationIdsHandler: Handler<'location/bylocationids'> = async (ctx, params) => {
  const wanted = new Set(params.locationids);
  const table = ctx.reference.tables.locations;
  const kept = (await table.get()).filter((center) => wanted.has(center.locationID));
  if (kept.length === wanted.size) return { status: 200, locations: kept };
  // An id the copy lacks: a center added a moment ago whose notice is still on its way, or no such center.
  const rows = (await centersByIdQuery(ctx.db).execute({ ids: [...wanted] })).map(toLocationSummary);
  if (rows.length > kept.length) table.drop();
  return { status: 200, locations: rows };
};
