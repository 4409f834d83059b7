import { pickLanguage, type Language, type Notification, type NotificationType } from '@portal/contract';
import { visibleOn } from '../../domain/publish-window';
import type { NewsCopy } from './published-content';

/** At most this many announced articles are live at once in a donor's list (the console's broadcast news). */
const ANNOUNCED_MAX = 50;

/**
 * The articles editors announce to every donor, as notifications, while inside their publish window: one row per
 * article, not per donor, so an article scheduled for 09:00 is in everyone's list at 09:00 with nothing sent.
 */
export async function announcedNews(copy: NewsCopy, now: Date, lang: Language): Promise<(Notification & { createdAt: Date })[]> {
  const rows = (await copy.get())
    .filter((row) => row.announce && visibleOn(row, now))
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, ANNOUNCED_MAX);
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
