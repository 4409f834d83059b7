import type { Handler } from '../../service-context';
import { orderViews } from './orders';

export const getOrdersHandler: Handler<'reward/getOrders'> = async (ctx) => ({
  status: 200,
  orders: await orderViews(ctx.db, ctx.session.donorId, ctx.lang),
});
