import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema/index';
import { appendLedgerEntry } from '../../domain/points-ledger';

class OutOfStock extends Error {}

/**
 * Hands a paid order to fulfilment: takes the cards from stock, all or none. When a card is out of
 * stock the order fails and its points go back through the ledger (once: the refund has a key).
 */
export async function fulfilOrder(db: Db, orderId: string, at: Date): Promise<'fulfilled' | 'failed'> {
  try {
    await db.transaction(async (tx) => {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      for (const item of items) {
        const limited = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, item.productId), isNotNull(products.stock)));
        if (!limited.length) continue;
        const taken = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${item.qty}` })
          .where(and(eq(products.id, item.productId), gte(products.stock, item.qty)))
          .returning({ id: products.id });
        if (!taken.length) throw new OutOfStock();
      }
      await tx.update(orders).set({ state: 'fulfilled', updatedAt: at }).where(eq(orders.id, orderId));
    });
    return 'fulfilled';
  } catch (error) {
    if (!(error instanceof OutOfStock)) throw error;
  }
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ state: 'failed', refunded: true, updatedAt: at })
      .where(eq(orders.id, orderId))
      .returning();
    if (!order) throw new Error('order vanished during fulfilment');
    await appendLedgerEntry(tx, {
      donorId: order.donorId,
      kind: 'refunded',
      points: order.totalPoints,
      details: { reason: 'orderRefund', orderId },
      idempotencyKey: `order-refund:${orderId}`,
      at,
    });
  });
  return 'failed';
}
