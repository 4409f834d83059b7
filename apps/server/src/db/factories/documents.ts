import type { Bilingual } from '@portal/contract';
import type { PublishWindow } from '@portal/contract/entities/content';
import type { Db } from '../client';
import { createItem } from '../../features/content/content-items';
import { documentContent } from '../../features/content/documents/document-content';

/** When the initial documents went live: before any clock a test or the demo runs at, so donors read them at once. */
export const INITIAL_DOCUMENTS_SINCE = new Date('2020-01-01T00:00:00.000Z');

/**
 * Stores one document (education or rewards copy, by key) in both languages through the console's own create
 * function, so it has a version and a first revision like anything edited later; published since
 * `INITIAL_DOCUMENTS_SINCE` unless a window is given.
 */
export async function createDocument(
  db: Db,
  key: string,
  content: Bilingual<unknown>,
  window: PublishWindow = { publishAt: INITIAL_DOCUMENTS_SINCE, expireAt: null, retiredAt: null },
) {
  const fields = { en: content.en, es: content.es };
  return createItem(db, documentContent, { id: key, fields, window }, { staffId: null, at: INITIAL_DOCUMENTS_SINCE });
}
