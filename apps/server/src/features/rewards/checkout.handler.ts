import { currentBalance } from '../../domain/points-ledger';
import type { Handler } from '../../service-context';
import { orderViews } from './orders';
import { redeem } from './redeem';

export const checkoutHandler: Handler<'reward/checkout'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const orderId = await redeem(ctx.db, { donorId, requestId: params.requestId, items: params.items, now: ctx.clock.now() });
  const [order] = await orderViews(ctx.db, donorId, ctx.lang, [orderId]);
  if (!order) throw new Error('order missing after checkout');
  return { status: 200, order, pointsBalance: await currentBalance(ctx.db, donorId) };
};
