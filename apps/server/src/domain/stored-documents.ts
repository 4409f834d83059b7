import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage, type Bilingual, type Language } from '@portal/contract';
import type { Db } from '../db/client';
import { educationContents, rewardContent } from '../db/schema/index';
import type { CachedTable } from '../lib/reference-data';
import { visibleAt, visibleOn, type PublishWindow } from './publish-window';

/**
 * A document as stored (decision 031), with its window: the education store's (tips, topics, the texts the server
 * writes for donors) or the rewards copy's. Whether it is live depends on the clock of each use, so the process may
 * keep the rows (decision 025) and a scheduled change still applies on time.
 */
export interface StoredDocument extends PublishWindow {
  key: string;
  content: Bilingual<unknown>;
}

/** The process's copy of one table's documents, kept whole and dropped by the table's NOTIFY trigger. */
export type DocumentCopy = CachedTable<readonly StoredDocument[]>;

const educationColumns = {
  key: educationContents.key,
  content: educationContents.content,
  publishedAt: educationContents.publishedAt,
  expiresAt: educationContents.expiresAt,
  retiredAt: educationContents.retiredAt,
};
const rewardColumns = {
  key: rewardContent.kind,
  content: rewardContent.body,
  publishedAt: rewardContent.publishedAt,
  expiresAt: rewardContent.expiresAt,
  retiredAt: rewardContent.retiredAt,
};

/** The education store's documents (every one, or those of `keys`), with their windows. Awaited here: the copy holds rows. */
export async function readEducationDocuments(db: Db, keys?: readonly string[]): Promise<StoredDocument[]> {
  const query = db.select(educationColumns).from(educationContents);
  return await (keys ? query.where(inArray(educationContents.key, [...keys])) : query);
}

/** Every document of the rewards copy (membership rules, balance page, how rewards work, fee guides). */
export async function readRewardDocuments(db: Db): Promise<StoredDocument[]> {
  return await db.select(rewardColumns).from(rewardContent);
}

/** The live document of `key`, if any: the same rule as `visibleAt`, evaluated on rows. */
export const liveDocument = (documents: readonly StoredDocument[], key: string, now: Date) =>
  documents.find((row) => row.key === key && visibleOn(row, now));

/** A document's two languages in a shape, or undefined when either does not fit it. */
export function inShape<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  document?: StoredDocument,
) {
  if (!document) return undefined;
  const en = schema.safeParse(document.content.en);
  const es = schema.safeParse(document.content.es);
  return en.success && es.success ? { en: en.data, es: es.data } : undefined;
}

/**
 * One education document's two languages in `schema` at `now`, read through `db` (one indexed query: a caller inside a
 * transaction, where the process's copy cannot load); undefined while none is live or it does not fit.
 */
export async function readLiveInShape<T>(
  db: Db,
  key: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  now: Date,
) {
  return inShape(schema, liveDocument(await readEducationDocuments(db, [key]), key, now));
}

type Store = 'education' | 'rewards';

/** One live document's content, by its own indexed query: while the copy is off, or for a key the copy lacks. */
async function queryLive(db: Db, store: Store, key: string, now: Date): Promise<Bilingual<unknown> | undefined> {
  const [row] =
    store === 'education'
      ? await db
          .select({ content: educationContents.content })
          .from(educationContents)
          .where(and(eq(educationContents.key, key), visibleAt(educationContents, now)))
      : await db
          .select({ content: rewardContent.body })
          .from(rewardContent)
          .where(and(eq(rewardContent.kind, key as (typeof rewardContent.$inferSelect)['kind']), visibleAt(rewardContent, now)));
  return row?.content as Bilingual<unknown> | undefined;
}

/**
 * The content of the document `key` a donor may read at `now`, in `lang` (decision 019's window): from the process's
 * copy while it is kept (a donor's read costs no round trip), else one query. Undefined when none is live.
 */
export async function readLiveDocument(
  deps: { db: Db; copy: DocumentCopy; store: Store },
  key: string,
  lang: Language,
  now: Date,
): Promise<unknown> {
  const content = deps.copy.kept ? liveDocument(await deps.copy.get(), key, now)?.content : await queryLive(deps.db, deps.store, key, now);
  return content ? pickLanguage(content, lang) : undefined;
}
