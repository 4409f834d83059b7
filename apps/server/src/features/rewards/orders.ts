import { desc, eq, inArray } from 'drizzle-orm';
import type { Language, Order } from '@portal/contract';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema/index';
import { productView, typeLabel } from './catalogue';

/** The donor's orders (all, or the given ones), newest first, in the caller's language. */
export async function orderViews(db: Db, donorId: string, lang: Language, only?: string[]): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(only ? inArray(orders.id, only) : eq(orders.donorId, donorId))
    .orderBy(desc(orders.createdAt));
  const mine = rows.filter((row) => row.donorId === donorId);
  if (!mine.length) return [];
  const items = await db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        orderItems.orderId,
        mine.map((row) => row.id),
      ),
    );
  return mine.map((row) => ({
    orderID: row.id,
    state: row.state,
    totalPoints: row.totalPoints,
    refunded: row.refunded,
    createdTS: row.createdAt.toISOString(),
    items: items
      .filter(({ item }) => item.orderId === row.id)
      .map(({ item, product }) => ({
        name: productView(product, lang).name,
        value: item.value,
        typeLabel: typeLabel(product, item.type, lang),
        qty: item.qty,
      })),
  }));
}
