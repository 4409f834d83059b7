import { pickLanguage } from '@portal/contract';
import { visibleOn } from '../../domain/publish-window';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** An article inside its publish window, from the process's copy; anything else (a draft, scheduled, expired or retired) is 404. */
export const searchNewsByIDHandler: Handler<'marketing/searchNewsByID'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const row = (await ctx.reference.tables.news.get()).find((article) => article.id === params.newsID && visibleOn(article, now));
  if (!row?.publishedAt) throw new ServiceError(404, 'newsNotFound');
  const content = pickLanguage(row.content, params.lang ?? ctx.lang);
  return {
    status: 200,
    news: {
      newsID: row.id,
      category: row.category,
      content: { title: content.title, body: [...content.body].sort((a, b) => a.index - b.index) },
      publishDate: row.publishedAt.toISOString(),
      expiryDate: row.expiresAt?.toISOString() ?? null,
      thumbnail: row.thumbnail,
      coverimage: row.coverImage,
    },
  };
};
