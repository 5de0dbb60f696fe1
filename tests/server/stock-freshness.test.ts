import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { menuResponseSchema, productResponseSchema } from '../../core/schemas/catalogue';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { CatalogueCache } from '../../server/services/catalogue-cache';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, type Buyer, clock, deliveryBody, plainProducts, post, SHOP, setStock, stockOf } from './orders-support';

const PLACE = '/api/webclient/order/place_order';
/** Issue 14: what a buyer sees follows each order within this long. */
const FRESH_WITHIN_MS = 1000;
/** More than the shortest time between two checks this server's orders force (250 ms). */
const ORDER_SPACING_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stock shown to buyers follows orders: the product and menu answers, on the server that took the
 * order and on another server sharing the database, show each order's units gone within a second.
 */
describe.each(dbTargets())('stock shown to buyers after orders on %s', (target) => {
  let t: TestApp;
  let buyer: Buyer;
  let plain: ProductRecord[];
  /** A second server on the same database: its own app, catalogue cache and (on PostgreSQL) pool. */
  let other: { app: FastifyInstance; handle: DatabaseHandle | undefined };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    plain = await plainProducts(t);
    const customer = await signInCustomer(t);
    buyer = { ...customer, addressId: await addAddress(t, customer.customerId) };
    let handle: DatabaseHandle | undefined;
    if (target === 'postgres') {
      const result = await t.handle.db.execute(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
      handle = await openDatabase({ url: url.toString(), poolSize: 5 });
    }
    const app = await buildApp({ config: testConfig({ WEB_DIST: './no-web-build-in-tests' }), db: handle?.db ?? t.handle.db, clock });
    await app.ready();
    other = { app, handle };
  }, 120_000);
  afterAll(async () => {
    await other.app.close();
    await other.handle?.close();
    await t.close();
    await closeTemplate();
  });

  const productStock = async (app: FastifyInstance, productId: number): Promise<number> => {
    const res = await app.inject({ method: 'GET', url: `/api/webclient/product?shop_id=${SHOP}&product_id=${productId}`, headers: t.headers() });
    return productResponseSchema.parse(res.json()).data.stock;
  };
  const menuStock = async (app: FastifyInstance, productId: number): Promise<number | undefined> => {
    const res = await app.inject({ method: 'GET', url: `/api/webclient/menu?shop_id=${SHOP}`, headers: t.headers() });
    return menuResponseSchema
      .parse(res.json())
      .data.menus.flatMap((m) => m.products)
      .find((p) => p.product_id === productId)?.stock;
  };
  const placeOne = async (productId: number, key: string): Promise<void> => {
    const res = await post(t, buyer, PLACE, deliveryBody(buyer.addressId, [{ product_id: productId, qty: 1 }]), { headers: { 'idempotency-key': key } });
    expect(res.statusCode, res.body).toBe(200);
    placedOrderResponseSchema.parse(res.json());
  };
  const within = { timeout: FRESH_WITHIN_MS, interval: 25 };

  it('four 1-unit orders of one product: the product and menu answers show start − i right after each', async () => {
    const product = plain[0]!;
    const start = 50;
    await setStock(t, product.id, start);
    expect(await productStock(t.app, product.id)).toBe(start);
    for (let i = 1; i <= 4; i += 1) {
      // Orders a little apart (the outside test spaced them 2.5 s): each forces this server to check again.
      await sleep(ORDER_SPACING_MS);
      await placeOne(product.id, `freshness-${target}-${i}`);
      expect(await stockOf(t, product.id)).toBe(start - i);
      // The server that took the order shows it at once: its own write invalidates its cache.
      expect(await productStock(t.app, product.id)).toBe(start - i);
      expect(await menuStock(t.app, product.id)).toBe(start - i);
    }
  }, 60_000);

  it('a burst of orders placed back to back shows in full within a second', async () => {
    const product = plain[2]!;
    const start = 40;
    await setStock(t, product.id, start);
    const burst = 8;
    for (let i = 1; i <= burst; i += 1) await placeOne(product.id, `burst-${target}-${i}`);
    expect(await stockOf(t, product.id)).toBe(start - burst);
    await expect.poll(() => productStock(t.app, product.id), within).toBe(start - burst);
    await expect.poll(() => menuStock(t.app, product.id), within).toBe(start - burst);
    await expect.poll(() => menuStock(other.app, product.id), within).toBe(start - burst);
  }, 60_000);

  it('a cache checks again at once after its server’s order, at most every 250 ms, and otherwise every second', async () => {
    let now = 1_000_000;
    const cache = new CatalogueCache(t.handle.db, 1000, () => now);
    const product = plain[3]!;
    await setStock(t, product.id, 20);
    const cached = async () => (await cache.current()).stock.get(SHOP)!.get(product.id);
    expect(await cached()).toBe(20);
    await placeOne(product.id, `forced-${target}-1`);
    expect(await cached()).toBe(20); // checked less than a second ago, and nothing said
    cache.stockTaken();
    expect(await cached()).toBe(19);
    now += 100;
    await placeOne(product.id, `forced-${target}-2`);
    cache.stockTaken();
    expect(await cached()).toBe(19); // a burst: no second forced check within 250 ms
    now += 900;
    expect(await cached()).toBe(18); // the regular check a second after the last one
    now += 300;
    await placeOne(product.id, `forced-${target}-3`);
    cache.stockTaken();
    expect(await cached()).toBe(17);
  }, 60_000);

  it('an order placed through one server shows in the other server’s menu and product within a second', async () => {
    const product = plain[1]!;
    const start = 30;
    await setStock(t, product.id, start);
    await expect.poll(() => menuStock(other.app, product.id), within).toBe(start);
    for (let i = 1; i <= 3; i += 1) {
      await placeOne(product.id, `two-servers-${target}-${i}`);
      await expect.poll(() => menuStock(other.app, product.id), within).toBe(start - i);
      await expect.poll(() => productStock(other.app, product.id), within).toBe(start - i);
    }
  }, 60_000);
});
