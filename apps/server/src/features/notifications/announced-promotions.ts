import { pickLanguage, type Language, type Notification } from '@portal/contract';
import { visibleOn } from '../../domain/publish-window';
import type { PromotionCopy } from './published-content';

/** At most this many announced promotions are live at once in a donor's list. */
const ANNOUNCED_MAX = 50;

/**
 * The promotions editors announce to every donor, as notifications of the promotion's type (its Read More opens the
 * promotion modal), while inside their publish window: one row per promotion, not per donor, as for news.
 */
export async function announcedPromotions(copy: PromotionCopy, now: Date, lang: Language): Promise<(Notification & { createdAt: Date })[]> {
  const rows = (await copy.get())
    .filter((row) => row.announce && visibleOn(row, now))
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, ANNOUNCED_MAX);
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
