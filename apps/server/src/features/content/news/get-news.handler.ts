import type { Handler } from '../../../service-context';
import { findItem, summaryOf } from '../content-items';
import { newsContent } from './news-content';

export const getNewsHandler: Handler<'content/getNews'> = async (ctx, params) => {
  const item = await findItem(ctx.db, newsContent, params.id);
  return { status: 200, item: { ...summaryOf(newsContent, item, ctx.clock.now()), fields: item.fields } };
};
