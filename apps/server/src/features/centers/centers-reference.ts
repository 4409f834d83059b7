import type { LocationSummary } from '@portal/contract';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema/index';
import { toLocationSummary } from '../../domain/donor-user';
import { CachedTable } from '../../lib/reference-data';

/** Every center, by name, as donors see them: a few hundred rows at most, read on every page's top bar. */
export function cachedCenters(db: Db): CachedTable<readonly LocationSummary[]> {
  return new CachedTable(async () => {
    const rows = await db.select().from(locations).orderBy(locations.name, locations.id);
    return rows.map(toLocationSummary);
  });
}
