import { and, eq, sql } from 'drizzle-orm';
import { CART_LINE_MAX_QTY } from '@portal/contract';
import { cartItems } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { cartView, checkChoice, ensureCart } from './cart';
import { activeProducts } from './catalogue';

/**
 * Adds to a line's quantity, or sets it; the line is keyed by itemID, value and type. Adding beyond the most a line
 * holds changes nothing and says so (`cartQtyMax`): the donor is never told "added" for cards that were not.
 */
export const updateCartHandler: Handler<'reward/updateCart'> = async (ctx, params) => {
  const product = checkChoice((await activeProducts(ctx.db, [params.itemID])).get(params.itemID), params);
  const cartId = await ensureCart(ctx.db, ctx.session.donorId);
  const written = await ctx.db
    .insert(cartItems)
    .values({ cartId, productId: product.id, value: params.value, type: params.type, qty: params.qty, addedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.value, cartItems.type],
      set: { qty: params.mode === 'set' ? params.qty : sql`${cartItems.qty} + ${params.qty}` },
      setWhere: params.mode === 'set' ? undefined : sql`${cartItems.qty} + ${params.qty} <= ${CART_LINE_MAX_QTY}`,
    })
    .returning({ qty: cartItems.qty });
  if (written.length === 0) throw new ServiceError(400, 'cartQtyMax');
  return { status: 200, cart: await cartView(ctx.db, cartId, ctx.lang) };
};

export const removeCartItemHandler: Handler<'reward/removeCartItem'> = async (ctx, params) => {
  const cartId = await ensureCart(ctx.db, ctx.session.donorId);
  await ctx.db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, params.itemID),
        eq(cartItems.value, params.value),
        eq(cartItems.type, params.type),
      ),
    );
  return { status: 200, cart: await cartView(ctx.db, cartId, ctx.lang) };
};
