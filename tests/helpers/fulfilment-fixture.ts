import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { products, shopProducts } from '../../server/db/schema';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { insertOrderWithLines } from './order-fixture';
import { authorizeCard } from './payment-fixture';
import { createStaff, signInCustomer, type SignedInCustomer } from './sign-in';
import { createTestApp, type TestApp } from './test-app';
import type { DbTarget } from './test-database';

/** The demo delivery shop the fulfilment tests order from. */
export const FULFILMENT_SHOP = 17243;
/** Wednesday 18 November 2026, 10:00 Toronto (EST, UTC−5). */
export const ORDER_DAY = Date.parse('2026-11-18T15:00:00Z');
/** Whole chicken (1.6 kg a bird, $11.95) and a 7 kg case ($8.95): weighed; their stock is counted. */
export const CHICKEN = 100204;
export const CASE_7KG = 100124;

/** What a fulfilment suite works in: the app on a clock the test moves, a product sold by count, a warehouse and a driver. */
export interface FulfilmentWorld {
  t: TestApp;
  /** The app's clock, in ms; a test sets it before each step it dates. */
  now: number;
  /** A product sold by count with more than 200 in stock at the shop. */
  plain: number;
  warehouse: StepActor;
  driver: StepActor;
}

/** Registers the suite's beforeAll/afterAll and answers the world they fill. */
export function useFulfilmentWorld(target: DbTarget): FulfilmentWorld {
  const world = { now: ORDER_DAY } as FulfilmentWorld;
  beforeAll(async () => {
    world.t = await createTestApp(target, {}, { clock: () => new Date(world.now) });
    const [row] = await world.t.handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, FULFILMENT_SHOP)))
      .where(and(eq(products.needWeigh, 0), gt(shopProducts.stock, 200), ne(products.status, 1)))
      .orderBy(asc(products.id))
      .limit(1);
    world.plain = row!.id;
    world.warehouse = { role: 'warehouse', staffId: await createStaff(world.t, 'warehouse') };
    world.driver = { role: 'driver', staffId: await createStaff(world.t, 'driver') };
  }, 120_000);
  afterAll(async () => {
    await world.t?.close();
  });
  return world;
}

/** The shop's stock of a product. */
export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.handle.db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(and(eq(shopProducts.shopId, FULFILMENT_SHOP), eq(shopProducts.productId, productId)));
  return row!.stock;
}

/**
 * A card order placed at 10:00 Toronto on ORDER_DAY and authorized at checkout: 4 whole chickens, 2 cases
 * of 7 kg and 5 of the plain product at $10.00 (115.70; HST 15.04; card fee 2.61; 133.35). Accepted by
 * the warehouse unless told not to.
 */
export async function cardOrder(world: FulfilmentWorld, opts: { accept?: boolean; buyer?: SignedInCustomer } = {}) {
  const { t } = world;
  const buyer = opts.buyer ?? (await signInCustomer(t));
  world.now = ORDER_DAY;
  const order = await insertOrderWithLines(t.handle.db, {
    customerId: buyer.customerId,
    paymentType: 'card',
    lines: [{ productId: CHICKEN, qty: 4 }, { productId: CASE_7KG, qty: 2 }, { productId: world.plain, qty: 5, unitPriceCents: 10_00 }],
    createdAt: new Date(world.now),
  });
  const intent = await authorizeCard(t, buyer, order.orderId);
  if (opts.accept !== false) await applyAction(t.app, order.orderId, 'accept', world.warehouse);
  return { buyer, order, intent };
}
