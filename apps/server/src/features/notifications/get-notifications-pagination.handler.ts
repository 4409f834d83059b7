import { count, desc, eq } from 'drizzle-orm';
import { pickLanguage } from '@portal/contract';
import { notifications } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { announcedNews } from './announced-news';
import { announcedPromotions } from './announced-promotions';

/**
 * One page of the donor's notifications, newest first (ties by id, so pages never overlap), in the language asked
 * for: their own, and the news and promotions editors announce to every donor while they are published.
 */
export const getNotificationsPaginationHandler: Handler<'notification/getNotificationsPagination'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const mine = eq(notifications.donorId, ctx.session.donorId);
  const offset = (params.page - 1) * params.limit;
  const now = ctx.clock.now();
  const { news, promotions } = ctx.reference.tables;
  const announced = [...(await announcedNews(news, now, lang)), ...(await announcedPromotions(promotions, now, lang))];
  const [total] = await ctx.db.select({ n: count() }).from(notifications).where(mine);
  const totalCount = (total?.n ?? 0) + announced.length;
  // A page of the merged list needs at most `offset + limit` of the donor's own rows.
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(offset + params.limit);
  const own = rows.map((row) => ({
    notificationID: row.id,
    creationTS: row.createdAt.toISOString(),
    seqDate: row.createdAt.getTime(),
    createdAt: row.createdAt,
    title: pickLanguage(row.title, lang),
    message: pickLanguage(row.message, lang),
    type: row.type,
    state: row.state,
    goto: row.goto,
    refId: row.refId,
  }));
  const merged = [...own, ...announced].sort(
    (a, b) => b.seqDate - a.seqDate || (a.notificationID < b.notificationID ? 1 : a.notificationID > b.notificationID ? -1 : 0),
  );
  return {
    status: 200,
    totalCount,
    page: params.page,
    isExpire: params.page * params.limit >= totalCount,
    data: merged.slice(offset, offset + params.limit).map(({ createdAt: _createdAt, ...notification }) => notification),
  };
};
