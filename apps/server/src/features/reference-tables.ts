import type { Db } from '../db/client';
import type { Listen } from '../db/notifications';
import { readEducationDocuments, readRewardDocuments } from '../domain/stored-documents';
import { CachedTable, openReferenceData } from '../lib/reference-data';
import { cachedCenters } from './centers/centers-reference';
import type { ReferenceTables } from './service-context';

/** The reference tables the process keeps whole (decision 025): each named as the database's trigger names it. */
export function openReferenceTables(db: Db, listen: Listen | undefined, onState?: (receiving: boolean) => void) {
  const tables: ReferenceTables = {
    locations: cachedCenters(db),
    education_contents: new CachedTable(() => readEducationDocuments(db)),
    reward_content: new CachedTable(() => readRewardDocuments(db)),
  };
  return openReferenceData(tables, listen, onState);
}
