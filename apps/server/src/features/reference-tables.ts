import type { Db } from '../db/client';
import type { Listen } from '../db/notifications';
import { readEducationDocuments, readRewardDocuments } from '../domain/stored-documents';
import { CachedTable, openReferenceData } from '../lib/reference-data';
import { cachedCenters } from './centers/centers-reference';
import { readPublishedNews, readPublishedPromotions } from './notifications/published-content';
import type { ReferenceTables } from '../service-context';

/** The reference tables the process keeps whole (decision 025): each named as the database's trigger names it. */
export function openReferenceTables(db: Db, listen: Listen | undefined, onState?: (receiving: boolean) => void) {
  const tables: ReferenceTables = {
    locations: cachedCenters(db),
    education_contents: new CachedTable(() => readEducationDocuments(db)),
    reward_content: new CachedTable(() => readRewardDocuments(db)),
    news: new CachedTable(() => readPublishedNews(db)),
    promotions: new CachedTable(() => readPublishedPromotions(db)),
  };
  return openReferenceData(tables, listen, onState);
}
