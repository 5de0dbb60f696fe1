import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { shopProducts } from '../../server/db/schema';
import { OutOfStockError, reserveStock, stockRequests } from '../../server/services/orders/reserve-stock';
import { closeTemplate, createTestDatabase, dbTargets } from '../helpers/test-database';

const SHOP = 17243;

describe('stockRequests', () => {
  it('sums repeated products, drops empty lines and sorts by product', () => {
    expect(stockRequests([{ productId: 9, qty: 2 }, { productId: 3, qty: 1 }, { productId: 9, qty: 3 }, { productId: 5, qty: 0 }])).toEqual([
      { productId: 3, qty: 1 },
      { productId: 9, qty: 5 },
    ]);
  });
});

describe.each(dbTargets())('reserving stock on %s', (target) => {
  let handle: DatabaseHandle;
  let products: number[];

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const rows = await handle.db.select({ productId: shopProducts.productId }).from(shopProducts).where(eq(shopProducts.shopId, SHOP)).limit(3);
    products = rows.map((r) => r.productId);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await closeTemplate();
  });

  const setStock = (productId: number, stock: number) =>
    handle.db.update(shopProducts).set({ stock }).where(and(eq(shopProducts.shopId, SHOP), eq(shopProducts.productId, productId)));
  const stockOf = async (productId: number) =>
    (await handle.db.select({ stock: shopProducts.stock }).from(shopProducts).where(and(eq(shopProducts.shopId, SHOP), eq(shopProducts.productId, productId))))[0]!.stock;

  it('100 buyers racing for 40 units: exactly 40 sold, the rest refused, never below zero', async () => {
    const [scarce, unlimited] = products as [number, number];
    await setStock(scarce, 40);
    await setStock(unlimited, -9999);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        handle.db.transaction(async (tx) => {
          await reserveStock(tx, SHOP, [
            { productId: unlimited, qty: 3 },
            { productId: scarce, qty: 1 },
          ]);
        }),
      ),
    );
    const sold = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(sold).toBe(40);
    expect(refused).toHaveLength(60);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(OutOfStockError);
      expect((reason as OutOfStockError).shortages).toEqual([{ productId: scarce, requested: 1, available: 0 }]);
    }
    expect(await stockOf(scarce)).toBe(0);
    expect(await stockOf(unlimited)).toBe(-9999);
  });

  it('one short line rolls the whole order back and names every short product', async () => {
    const [a, b, c] = products as [number, number, number];
    await setStock(a, 10);
    await setStock(b, 2);
    await setStock(c, 0);
    const attempt = handle.db.transaction(async (tx) => {
      await reserveStock(tx, SHOP, [
        { productId: a, qty: 4 },
        { productId: b, qty: 3 },
        { productId: c, qty: 1 },
      ]);
    });
    await expect(attempt).rejects.toMatchObject({
      shortages: [
        { productId: b, requested: 3, available: 2 },
        { productId: c, requested: 1, available: 0 },
      ].sort((x, y) => x.productId - y.productId),
    });
    expect(await stockOf(a)).toBe(10);
    expect(await stockOf(b)).toBe(2);
  });
});
