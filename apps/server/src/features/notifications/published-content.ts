import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, promotions } from '../../db/schema/index';
import { visibleOn, type PublishWindow } from '../../domain/publish-window';
import type { CachedTable } from '../../lib/reference-data';

export type NewsRow = typeof news.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;

/** The process's copies of the articles and promotions donors may see (decision 037), dropped by the tables' NOTIFY. */
export type NewsCopy = CachedTable<readonly NewsRow[]>;
export type PromotionCopy = CachedTable<readonly PromotionRow[]>;

/**
 * Every article published or scheduled and not retired: a copy holds what any read may show, and each read checks the
 * window with its own clock (`visibleOn`), so a scheduled article appears on time with no notice and no job.
 */
export async function readPublishedNews(db: Db): Promise<NewsRow[]> {
  return await db
    .select()
    .from(news)
    .where(and(isNotNull(news.publishedAt), isNull(news.retiredAt)));
}

/** Every active promotion published or scheduled and not retired (the window checked per read, as for news). */
export async function readPublishedPromotions(db: Db): Promise<PromotionRow[]> {
  return await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.active, true), isNotNull(promotions.publishedAt), isNull(promotions.retiredAt)));
}

/** At most this many announced articles, and as many promotions, are live at once in a donor's list. */
const ANNOUNCED_MAX = 50;

/** The rows editors announce to every donor that are live at `now`, newest first, at most `ANNOUNCED_MAX`. */
export async function announcedAt<Row extends PublishWindow & { announce: boolean }>(
  copy: CachedTable<readonly Row[]>,
  now: Date,
): Promise<Row[]> {
  return (await copy.get())
    .filter((row) => row.announce && visibleOn(row, now))
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, ANNOUNCED_MAX);
}
