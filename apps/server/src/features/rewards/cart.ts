import { asc, eq } from 'drizzle-orm';
import type { Cart, CartChoice, Language } from '@portal/contract';
import type { Db } from '../../db/client';
import { cartItems, carts, products } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { productView, typeLabel, type ProductRow } from './catalogue';

/** The donor's cart id, creating the cart on first use. */
export async function ensureCart(db: Db, donorId: string): Promise<string> {
  await db.insert(carts).values({ donorId }).onConflictDoNothing({ target: carts.donorId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.donorId, donorId));
  if (!cart) throw new Error('cart missing after insert');
  return cart.id;
}

/** Refuses a line whose product is gone or out of stock, or whose value or type the product does not offer (spec 8 messages). */
export function checkChoice(product: ProductRow | undefined, choice: Pick<CartChoice, 'value' | 'type'>): ProductRow {
  if (!product) throw new ServiceError(400, 'productUnavailable');
  if (product.stock === 0) throw new ServiceError(400, 'productOutOfStock');
  if (!product.values.includes(choice.value)) throw new ServiceError(400, 'selectValue');
  if (!product.types.some((t) => t.code === choice.type)) throw new ServiceError(400, 'selectType');
  return product;
}

export async function cartView(db: Db, cartId: string, lang: Language): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(products.sortOrder), asc(cartItems.value), asc(cartItems.type));
  const cartItemsView = rows.map(({ item, product }) => {
    const view = productView(product, lang);
    return {
      itemID: product.id,
      value: item.value,
      type: item.type,
      typeLabel: typeLabel(product, item.type, lang),
      qty: item.qty,
      name: view.name,
      image: view.image,
    };
  });
  return { cartID: cartId, cartItems: cartItemsView, totalPoints: cartItemsView.reduce((sum, i) => sum + i.value * i.qty, 0) };
}
