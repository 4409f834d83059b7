import { pickLanguage, type Language, type Notification, type NotificationType } from '@portal/contract';
import { announcedAt, type NewsCopy } from './published-content';

/**
 * The articles editors announce to every donor, as notifications, while inside their publish window: one row per
 * article, not per donor, so an article scheduled for 09:00 is in everyone's list at 09:00 with nothing sent.
 */
export async function announcedNews(copy: NewsCopy, now: Date, lang: Language): Promise<(Notification & { createdAt: Date })[]> {
  const rows = await announcedAt(copy, now);
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
