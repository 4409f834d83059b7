import { and, eq, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index';
import type { Handler } from '../service-context';
import { cartView, checkChoice, ensureCart } from './cart';
import { activeProducts } from './catalogue';

/** Adds to a line's quantity, or sets it; the line is keyed by itemID, value and type. */
export const updateCartHandler: Handler<'reward/updateCart'> = async (ctx, params) => {
  const product = checkChoice((await activeProducts(ctx.db, [params.itemID])).get(params.itemID), params);
  const cartId = await ensureCart(ctx.db, ctx.session.donorId);
  await ctx.db
    .insert(cartItems)
    .values({ cartId, productId: product.id, value: params.value, type: params.type, qty: params.qty, addedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.value, cartItems.type],
      // Capped like the params: a cart line never holds more than 20 cards.
      set: { qty: params.mode === 'set' ? params.qty : sql`least(${cartItems.qty} + ${params.qty}, 20)` },
    });
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
