import { and, eq, sql } from 'drizzle-orm';
import type { CartChoice } from '@portal/contract';
import type { Db } from '../../db/client';
import { cartItems, carts, donors, orderItems, orders } from '../../db/schema/index';
import { donorNumberOf, recordIntegrationEvent } from '../../domain/integration-events';
import { InsufficientPointsError, appendLedgerEntry } from '../../domain/points-ledger';
import { ServiceError } from '../../lib/service-error';
import { checkChoice } from './cart';
import { activeProducts } from './catalogue';
import { fulfilOrder } from './fulfilment';

export interface Redemption {
  donorId: string;
  /** The browser's id of one confirmation: a repeated submit finds this order instead of paying twice. */
  requestId: string;
  items: CartChoice[];
  now: Date;
}

/**
 * Redeems the confirmed lines in one transaction (order, its items, the ledger entry, the lines out
 * of the cart), then fulfils the order; a failed fulfilment refunds the points. Returns the order's id.
 */
export async function redeem(db: Db, input: Redemption): Promise<string> {
  const { donorId, now } = input;
  const found = await activeProducts(
    db,
    input.items.map((i) => i.itemID),
  );
  const lines = input.items.map((item) => ({ ...item, product: checkChoice(found.get(item.itemID), item) }));
  const totalPoints = lines.reduce((sum, line) => sum + line.value * line.qty, 0);

  let placed: { orderId: string; isNew: boolean };
  try {
    placed = await db.transaction(async (tx) => {
      // The donor's row lock orders this against other checkouts of the same donor (and the ledger takes it too).
      await tx.execute(sql`select 1 from ${donors} where ${donors.id} = ${donorId} for update`);
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.donorId, donorId), eq(orders.requestId, input.requestId)));
      if (existing) return { orderId: existing.id, isNew: false };
      const [order] = await tx
        .insert(orders)
        .values({ donorId, requestId: input.requestId, totalPoints, createdAt: now, updatedAt: now })
        .returning({ id: orders.id });
      if (!order) throw new Error('order insert returned no row');
      await tx
        .insert(orderItems)
        .values(lines.map((l) => ({ orderId: order.id, productId: l.product.id, value: l.value, type: l.type, qty: l.qty })));
      await appendLedgerEntry(tx, {
        donorId,
        kind: 'redeemed',
        points: -totalPoints,
        details: { reason: 'order', orderId: order.id },
        idempotencyKey: `order:${order.id}`,
        at: now,
      });
      await recordIntegrationEvent(tx, now, 'points.redeemed', {
        donorNumber: await donorNumberOf(tx, donorId),
        orderId: order.id,
        points: totalPoints,
      });
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.donorId, donorId));
      if (cart) {
        for (const l of lines) {
          await tx
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.cartId, cart.id),
                eq(cartItems.productId, l.product.id),
                eq(cartItems.value, l.value),
                eq(cartItems.type, l.type),
              ),
            );
        }
      }
      return { orderId: order.id, isNew: true };
    });
  } catch (error) {
    if (error instanceof InsufficientPointsError) throw new ServiceError(400, 'pointNotEnough');
    throw error;
  }
  if (placed.isNew) await fulfilOrder(db, placed.orderId, now);
  return placed.orderId;
}
