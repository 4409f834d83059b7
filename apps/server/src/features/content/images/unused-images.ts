import { DAY_MS } from '@portal/contract';
import { and, inArray, lt, sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { contentImages, contentRevisions } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { contentTypes } from '../publishing/content-types';

/** An upload no content has used this long is deleted (docs/privacy.md "Retention"): an open, unsaved form is long gone. */
export const UNUSED_IMAGE_DAYS = 30;

export const IMAGE_PURGE_JOB = 'content-image-purge';

/** An arbitrary but fixed key: one purge at a time across processes. */
const PURGE_LOCK = 340_016;

const IMAGE_URL = /\/api\/content\/images\/([0-9a-f-]{36})/g;

/** Every picture id a text names by its portal address. */
function imageIdsIn(text: string, into: Set<string>): void {
  for (const match of text.matchAll(IMAGE_URL)) if (match[1]) into.add(match[1]);
}

/**
 * The pictures content uses: every kind's stored items (`contentTypes`, so a new kind is searched without a list kept
 * by hand) and every version ever saved (`content_revisions`, so a restore never brings back a missing picture).
 */
async function usedImageIds(tx: Db): Promise<Set<string>> {
  const used = new Set<string>();
  for (const type of Object.values(contentTypes)) {
    for (const item of await type.list(tx)) imageIdsIn(JSON.stringify(item.fields), used);
  }
  const snapshots = await tx
    .select({ text: sql<string>`${contentRevisions.snapshot}::text` })
    .from(contentRevisions)
    .where(sql`${contentRevisions.snapshot}::text like '%/api/content/images/%'`);
  for (const { text } of snapshots) imageIdsIn(text, used);
  return used;
}

/**
 * Deletes the uploads older than `UNUSED_IMAGE_DAYS` that no content item and no saved version names, under a
 * transaction-scoped advisory lock (a run on another process skips). Answers how many went (null: another run held it).
 */
export async function purgeUnusedImages(deps: { db: Db; clock: Clock }): Promise<number | null> {
  const cutoff = new Date(deps.clock.now().getTime() - UNUSED_IMAGE_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`);
    if (!lock?.locked) return null;
    const old = await tx.select({ id: contentImages.id }).from(contentImages).where(lt(contentImages.uploadedAt, cutoff));
    if (old.length === 0) return 0;
    const used = await usedImageIds(tx);
    const unused = old.map((image) => image.id).filter((id) => !used.has(id));
    if (unused.length === 0) return 0;
    const deleted = await tx
      .delete(contentImages)
      .where(and(inArray(contentImages.id, unused), lt(contentImages.uploadedAt, cutoff)))
      .returning({ id: contentImages.id });
    return deleted.length;
  });
}
