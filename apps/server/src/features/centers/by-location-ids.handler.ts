import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Handler } from '../service-context';
import { locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';

/** The top bar reads the home center on every page: prepared once per database, so it is built and planned once. */
const centersByIdQueries = new WeakMap<Db, ReturnType<typeof prepareCentersById>>();

function prepareCentersById(db: Db) {
  return db
    .select()
    .from(locations)
    .where(sql`${locations.id} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(locations.name)
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

export const byLocationIdsHandler: Handler<'location/bylocationids'> = async (ctx, params) => {
  const rows = await centersByIdQuery(ctx.db).execute({ ids: params.locationids });
  return { status: 200, locations: rows.map(toLocationSummary) };
};
