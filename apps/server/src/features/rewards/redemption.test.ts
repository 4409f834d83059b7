import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '@portal/contract';
import { createDonor } from '../../db/factories/donors';
import { createProduct } from '../../db/factories/rewards';
import { pointsLedger, products } from '../../db/schema/index';
import { appendLedgerEntry, currentBalance } from '../../domain/points-ledger';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cardId: string;
let fastCashId: string;

beforeAll(async () => {
  t = await createTestApp();
  cardId = (await createProduct(t.database.db, { name: { en: 'Coffee card', es: 'Tarjeta de café' }, values: [500, 1000] })).id;
  fastCashId = (
    await createProduct(t.database.db, {
      kind: 'fast_cash',
      values: [1000],
      types: [{ code: 'instant', label: { en: 'Instant deposit', es: 'Depósito inmediato' } }],
    })
  ).id;
});
afterAll(() => t.close());

/** A fresh donor with this many points, signed in. */
async function donorWith(points: number) {
  const donor = await createDonor(t.database.db);
  if (points)
    await appendLedgerEntry(t.database.db, {
      donorId: donor.id,
      kind: 'earned',
      points,
      details: { reason: 'adjustment' },
      at: t.clock.now(),
    });
  const { token } = await signIn(t, donor.email ?? '');
  return { donor, token };
}

describe('catalogue and cart', () => {
  it('lists gift cards and fast-cash options in the donor language', async () => {
    const { token } = await donorWith(0);
    const res = await t.call('reward/getCatalogue', { lang: 'es' }, { token });
    const body = res.json<{
      products: { itemID: string; name: string; types: { label: string }[] }[];
      fastCashOptions: { itemID: string }[];
    }>();
    expect(body.products.find((p) => p.itemID === cardId)).toMatchObject({
      name: 'Tarjeta de café',
      types: [{ label: 'Tarjeta de regalo digital' }, { label: 'Tarjeta física por correo' }],
    });
    expect(body.fastCashOptions.map((p) => p.itemID)).toEqual([fastCashId]);
  });

  it("answers the spec's messages for a missing value, type or quantity", async () => {
    const { token } = await donorWith(0);
    const missing = [
      [{ itemID: cardId, type: 'egift', qty: 1 }, 'selectValue', 'Please select value!'],
      [{ itemID: cardId, value: 500, qty: 1 }, 'selectType', 'Please select type!'],
      [{ itemID: cardId, value: 500, type: 'egift', qty: 0 }, 'addQty', 'Please add qty!'],
    ] as const;
    for (const [params, code, message] of missing) {
      const res = await t.call('reward/updateCart', params as never, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: { code: string; message: string }[] }>().fields).toEqual([expect.objectContaining({ code, message })]);
    }
    expect((await t.call('reward/updateCart', { itemID: cardId, value: 700, type: 'egift', qty: 1 }, { token })).json()).toMatchObject({
      code: 'selectValue',
    });
    expect((await t.call('reward/updateCart', { itemID: cardId, value: 500, type: 'gold', qty: 1 }, { token })).json()).toMatchObject({
      code: 'selectType',
    });
  });

  it('keys lines by item, value and type: adds, sets and removes', async () => {
    const { token } = await donorWith(0);
    await t.call('reward/updateCart', { itemID: cardId, value: 500, type: 'egift', qty: 1 }, { token });
    await t.call('reward/updateCart', { itemID: cardId, value: 500, type: 'egift', qty: 2 }, { token });
    await t.call('reward/updateCart', { itemID: cardId, value: 1000, type: 'egift', qty: 1 }, { token });
    let cart = (await t.call('reward/getCart', {}, { token })).json<{ cart: Cart }>().cart;
    expect(cart.cartItems.map((i) => [i.value, i.qty])).toEqual([
      [500, 3],
      [1000, 1],
    ]);
    expect(cart.totalPoints).toBe(2500);
    cart = (await t.call('reward/updateCart', { itemID: cardId, value: 500, type: 'egift', qty: 1, mode: 'set' }, { token })).json<{
      cart: Cart;
    }>().cart;
    expect(cart.totalPoints).toBe(1500);
    cart = (await t.call('reward/removeCartItem', { itemID: cardId, value: 1000, type: 'egift' }, { token })).json<{ cart: Cart }>().cart;
    expect(cart.cartItems).toHaveLength(1);
  });

  it('refuses to add beyond 20 cards of a line and says so, leaving the line as it was', async () => {
    const { token } = await donorWith(0);
    const line = { itemID: cardId, value: 500, type: 'egift' };
    expect((await t.call('reward/updateCart', { ...line, qty: 18 }, { token })).statusCode).toBe(200);
    const over = await t.call('reward/updateCart', { ...line, qty: 3 }, { token });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'cartQtyMax', message: 'You can have at most 20 of the same card in your cart.' });
    expect((await t.call('reward/getCart', {}, { token })).json<{ cart: Cart }>().cart.cartItems.map((i) => i.qty)).toEqual([18]);
    expect((await t.call('reward/updateCart', { ...line, qty: 2 }, { token })).json<{ cart: Cart }>().cart.cartItems[0]?.qty).toBe(20);
    const set = await t.call('reward/updateCart', { ...line, qty: 21, mode: 'set' }, { token, lang: 'es' });
    expect(set.json<{ fields: { code: string; message: string }[] }>().fields).toEqual([
      expect.objectContaining({ code: 'cartQtyMax', message: 'Puedes tener como máximo 20 de la misma tarjeta en tu carrito.' }),
    ]);
  });

  it('shows an out-of-stock card as unavailable and refuses it in the cart and at checkout', async () => {
    const soldOut = await createProduct(t.database.db, { name: { en: 'Sold-out card', es: 'Tarjeta agotada' }, stock: 0 });
    const { token } = await donorWith(5000);
    const catalogue = (await t.call('reward/getCatalogue', {}, { token })).json<{ products: { itemID: string; available: boolean }[] }>();
    expect(catalogue.products.find((p) => p.itemID === soldOut.id)?.available).toBe(false);
    expect(catalogue.products.find((p) => p.itemID === cardId)?.available).toBe(true);
    const line = { itemID: soldOut.id, value: 500, type: 'egift', qty: 1 };
    expect((await t.call('reward/updateCart', line, { token })).json()).toMatchObject({
      code: 'productOutOfStock',
      message: 'This item is out of stock.',
    });
    expect((await t.call('reward/getCart', {}, { token })).json<{ cart: Cart }>().cart.cartItems).toEqual([]);
    expect((await t.call('reward/checkout', { requestId: randomUUID(), items: [line] }, { token })).json()).toMatchObject({
      code: 'productOutOfStock',
    });
    expect((await t.call('reward/getOrders', {}, { token })).json<{ orders: Order[] }>().orders).toEqual([]);
  });
});

describe('checkout', () => {
  it('redeems the points, creates a fulfilled order, empties those cart lines', async () => {
    const { donor, token } = await donorWith(2000);
    await t.call('reward/updateCart', { itemID: cardId, value: 500, type: 'physical', qty: 2 }, { token });
    const res = await t.call(
      'reward/checkout',
      { requestId: randomUUID(), items: [{ itemID: cardId, value: 500, type: 'physical', qty: 2 }] },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pointsBalance: 1000, order: { state: 'fulfilled', totalPoints: 1000, refunded: false } });
    expect((await t.call('reward/getCart', {}, { token })).json<{ cart: Cart }>().cart.cartItems).toEqual([]);
    const orders = (await t.call('reward/getOrders', {}, { token })).json<{ orders: Order[] }>().orders;
    expect(orders).toEqual([
      expect.objectContaining({ state: 'fulfilled', items: [expect.objectContaining({ name: 'Coffee card', qty: 2, value: 500 })] }),
    ]);
    expect(await currentBalance(t.database.db, donor.id)).toBe(1000);
  });

  it("refuses with 'Your point is not enough!' and changes nothing", async () => {
    const { donor, token } = await donorWith(400);
    const res = await t.call(
      'reward/checkout',
      { requestId: randomUUID(), items: [{ itemID: cardId, value: 500, type: 'egift', qty: 1 }] },
      { token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'pointNotEnough', message: 'Your point is not enough!' });
    expect((await t.call('reward/getOrders', {}, { token })).json<{ orders: Order[] }>().orders).toEqual([]);
    expect(await currentBalance(t.database.db, donor.id)).toBe(400);
  });

  it('pays once for a repeated submit of the same confirmation', async () => {
    const { donor, token } = await donorWith(1000);
    const params = { requestId: randomUUID(), items: [{ itemID: cardId, value: 500, type: 'egift', qty: 1 }] };
    const [a, b] = await Promise.all([t.call('reward/checkout', params, { token }), t.call('reward/checkout', params, { token })]);
    expect(a.json<{ order: Order }>().order.orderID).toBe(b.json<{ order: Order }>().order.orderID);
    expect(await currentBalance(t.database.db, donor.id)).toBe(500);
  });

  it('refunds the points through the ledger when fulfilment fails (out of stock)', async () => {
    const scarce = await createProduct(t.database.db, { name: { en: 'Scarce card', es: 'Tarjeta escasa' }, stock: 1 });
    const { donor, token } = await donorWith(3000);
    const buy = (qty: number) =>
      t.call('reward/checkout', { requestId: randomUUID(), items: [{ itemID: scarce.id, value: 1000, type: 'egift', qty }] }, { token });
    const failed = await buy(2);
    expect(failed.json()).toMatchObject({ pointsBalance: 3000, order: { state: 'failed', refunded: true, totalPoints: 2000 } });
    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donor.id)).orderBy(pointsLedger.id);
    expect(entries.map((e) => [e.kind, e.points, e.balanceAfter])).toEqual([
      ['earned', 3000, 3000],
      ['redeemed', -2000, 1000],
      ['refunded', 2000, 3000],
    ]);
    expect((await buy(1)).json()).toMatchObject({ pointsBalance: 2000, order: { state: 'fulfilled' } });
    expect((await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarce.id)))[0]?.stock).toBe(0);
  });

  it('50 parallel checkouts on a balance that pays for 5: exactly 5 succeed, the balance ends exact', async () => {
    const { donor, token } = await donorWith(5 * 500 + 499);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('reward/checkout', { requestId: randomUUID(), items: [{ itemID: cardId, value: 500, type: 'egift', qty: 1 }] }, { token }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(45);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json<{ code: string }>().code === 'pointNotEnough')).toBe(true);
    expect(await currentBalance(t.database.db, donor.id)).toBe(499);
    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donor.id)).orderBy(pointsLedger.id);
    expect(entries.filter((e) => e.kind === 'redeemed')).toHaveLength(5);
    expect(entries.map((e) => e.balanceAfter)).toEqual([2999, 2499, 1999, 1499, 999, 499]);
    expect((await t.call('reward/getOrders', {}, { token })).json<{ orders: Order[] }>().orders).toHaveLength(5);
  });
});
