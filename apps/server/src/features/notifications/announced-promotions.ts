import { pickLanguage, type Language, type Notification } from '@portal/contract';
import { announcedAt, type PromotionCopy } from './published-content';

/**
 * The promotions editors announce to every donor, as notifications of the promotion's type (its Read More opens the
 * promotion modal), while inside their publish window: one row per promotion, not per donor, as for news.
 */
export async function announcedPromotions(copy: PromotionCopy, now: Date, lang: Language): Promise<(Notification & { createdAt: Date })[]> {
  const rows = await announcedAt(copy, now);
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
