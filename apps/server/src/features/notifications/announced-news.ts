import { and, desc, eq } from 'drizzle-orm';
import { pickLanguage, type Language, type Notification, type NotificationType } from '@portal/contract';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/index';
import { visibleAt } from '../../domain/publish-window';

/** At most this many announced articles are live at once in a donor's list (the console's broadcast news). */
const ANNOUNCED_MAX = 50;

/**
 * The articles editors announce to every donor, as notifications, while inside their publish window: one row per
 * article, not per donor, so an article scheduled for 09:00 is in everyone's list at 09:00 with nothing sent.
 */
export async function announcedNews(db: Db, now: Date, lang: Language): Promise<(Notification & { createdAt: Date })[]> {
  const rows = await db
    .select({ id: news.id, category: news.category, content: news.content, publishedAt: news.publishedAt })
    .from(news)
    .where(and(eq(news.announce, true), visibleAt(news, now)))
    .orderBy(desc(news.publishedAt))
    .limit(ANNOUNCED_MAX);
  return rows.flatMap((row) => {
    if (!row.publishedAt) return [];
    const content = pickLanguage(row.content, lang);
    const firstParagraph = [...content.body].sort((a, b) => a.index - b.index).find((block) => block.tag === 'body');
    return [
      {
        notificationID: `news:${row.id}`,
        creationTS: row.publishedAt.toISOString(),
        seqDate: row.publishedAt.getTime(),
        createdAt: row.publishedAt,
        title: content.title,
        message: firstParagraph?.text ?? '',
        type: `news_${row.category}` as NotificationType,
        state: null,
        goto: null,
        refId: row.id,
      },
    ];
  });
}
