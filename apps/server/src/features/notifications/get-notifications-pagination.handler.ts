import { count, desc, eq } from 'drizzle-orm';
import { pickLanguage } from '@portal/contract';
import { notifications } from '../../db/schema/index';
import type { Handler } from '../service-context';

/** One page of the donor's notifications, newest first (ties by id, so pages never overlap), in the language asked for. */
export const getNotificationsPaginationHandler: Handler<'notification/getNotificationsPagination'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const mine = eq(notifications.donorId, ctx.session.donorId);
  const [total] = await ctx.db.select({ n: count() }).from(notifications).where(mine);
  const totalCount = total?.n ?? 0;
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  return {
    status: 200,
    totalCount,
    page: params.page,
    isExpire: params.page * params.limit >= totalCount,
    data: rows.map((row) => ({
      notificationID: row.id,
      creationTS: row.createdAt.toISOString(),
      seqDate: row.createdAt.getTime(),
      title: pickLanguage(row.title, lang),
      message: pickLanguage(row.message, lang),
      type: row.type,
      state: row.state,
      goto: row.goto,
      refId: row.refId,
    })),
  };
};
