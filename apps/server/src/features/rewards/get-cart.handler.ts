import type { Handler } from '../../service-context';
import { cartView, ensureCart } from './cart';

export const getCartHandler: Handler<'reward/getCart'> = async (ctx) => ({
  status: 200,
  cart: await cartView(ctx.db, await ensureCart(ctx.db, ctx.session.donorId), ctx.lang),
});
