import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { products, shopProducts } from '../../server/db/schema';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { insertOrderWithLines } from './order-fixture';
import type { TestApp } from './test-app';

/** Orders brought through the warehouse's steps to where the driver takes over (issue 15). */

const SHOP = 17243;

/** A product of the demo shop sold by count, with plenty of counted stock. */
export async function plainProduct(t: TestApp): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, SHOP)))
    .where(and(eq(products.needWeigh, 0), gt(shopProducts.stock, 200), ne(products.status, 1)))
    .orderBy(asc(products.id))
    .limit(1);
  return row!.id;
}

/**
 * A cash delivery order of `qty` units of `productId`, accepted, packed in full and (unless
 * `leave: false`) out for delivery, by `warehouse`.
 */
export async function packedOrder(
  t: TestApp,
  opts: { customerId: number; productId: number; warehouse: StepActor; qty?: number; leave?: boolean },
) {
  const qty = opts.qty ?? 2;
  const order = await insertOrderWithLines(t.handle.db, { customerId: opts.customerId, paymentType: 'cash', lines: [{ productId: opts.productId, qty }] });
  await applyAction(t.app, order.orderId, 'accept', opts.warehouse);
  await applyAction(t.app, order.orderId, 'pack', opts.warehouse, { lines: [{ lineId: order.lineIds[0]!, deliveredQty: qty, actualWeightGrams: null }] });
  if (opts.leave !== false) await applyAction(t.app, order.orderId, 'out_for_delivery', opts.warehouse);
  return order;
}
