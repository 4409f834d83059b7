import { and, desc, eq } from 'drizzle-orm';
import { pickLanguage, type Language, type Notification } from '@portal/contract';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { visibleAt } from '../../domain/publish-window';

/** At most this many announced promotions are live at once in a donor's list. */
const ANNOUNCED_MAX = 50;

/**
 * The promotions editors announce to every donor, as notifications of the promotion's type (its Read More opens the
 * promotion modal), while inside their publish window: one row per promotion, not per donor, as for news.
 */
export async function announcedPromotions(db: Db, now: Date, lang: Language): Promise<(Notification & { createdAt: Date })[]> {
  const rows = await db
    .select({
      id: promotions.id,
      type: promotions.type,
      title: promotions.title,
      description: promotions.description,
      publishedAt: promotions.publishedAt,
    })
    .from(promotions)
    .where(and(eq(promotions.announce, true), eq(promotions.active, true), visibleAt(promotions, now)))
    .orderBy(desc(promotions.publishedAt))
    .limit(ANNOUNCED_MAX);
  return rows.flatMap((row) =>
    row.publishedAt
      ? [
          {
            notificationID: `promotion:${row.id}`,
            creationTS: row.publishedAt.toISOString(),
            seqDate: row.publishedAt.getTime(),
            createdAt: row.publishedAt,
            title: pickLanguage(row.title, lang),
            message: pickLanguage(row.description, lang),
            type: row.type,
            state: null,
            goto: null,
            refId: row.id,
          },
        ]
      : [],
  );
}
