import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRecordResponseSchema, type ProductRecord } from '../../core/schemas/back-office-products';
import { menuResponseSchema, productResponseSchema } from '../../core/schemas/catalogue';
import { clientHeaders } from '../../core/request-signature';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { CatalogueCache } from '../../server/services/catalogue-cache';
import { menuAnswerText, menuView } from '../../server/services/catalogue-views';
import { signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { SHOP } from './orders-support';

/**
 * Issue 18, "price changes as deltas": a price edit made through one server (the back office's product
 * form, a quick stock-and-price file) is served by another server on the same database from its snapshot
 * brought up to date row by row, not reloaded; an edit of the catalogue's structure (a name) still reloads
 * it, and so does a server that may have missed notifications (its LISTEN connection was lost).
 */
describe.each(dbTargets())('catalogue price deltas on %s', (target) => {
  let t: TestApp;
  let other: FastifyInstance;
  let manager: SignedIn;
  /** A product the shop sells, listed. */
  let productId: number;
  const config = testConfig({ WEB_DIST: './no-web-build-in-tests' });
  const headers = clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: config.SIGNATURE_SALT });

  beforeAll(async () => {
    t = await createTestApp(target);
    manager = await signInStaff(t, 'manager');
    // The second server: on PostgreSQL it polls once a minute, so only a notification can show it a change
    // in time; on PGlite (no notifications) it checks the version on every read.
    other = await buildApp({
      config,
      db: t.handle.db,
      catalogue: new CatalogueCache(t.handle.db, target === 'postgres' ? 60_000 : 0),
      ...(target === 'postgres' ? { databaseUrl: t.handle.url } : {}),
    });
    await other.ready();
    const snapshot = await other.catalogue.current();
    productId = [...snapshot.stock.get(SHOP)!.keys()].filter((id) => snapshot.products.get(id)?.status === 0).sort((a, b) => a - b)[3]!;
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
    await closeTemplate();
  });

  const office = async (method: 'GET' | 'PATCH', url: string, payload?: unknown): Promise<ProductRecord> => {
    const res = await t.app.inject({ method, url, headers: manager.headers('en'), ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, res.body).toBe(200);
    return productRecordResponseSchema.parse(res.json()).data;
  };
  const served = async () => {
    const res = await other.inject({ url: `/api/webclient/product?shop_id=${SHOP}&product_id=${productId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return productResponseSchema.parse(res.json()).data;
  };
  const inMenu = async () => {
    const res = await other.inject({ url: `/api/webclient/menu?shop_id=${SHOP}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return menuResponseSchema.parse(res.json()).data.menus.flatMap((m) => m.products).find((p) => p.product_id === productId)!;
  };
  const within = { timeout: 1000, interval: 25 };

  it('a price edit on one server is served by another without a full reload, in the product answer and the menu', async () => {
    const before = await office('GET', `/api/back-office/products/${productId}`);
    // Both answers memoized on the other server before the change.
    await served();
    await inMenu();
    const reloads = other.catalogue.fullReloads;
    const price = before.price_cents + 137;
    await office('PATCH', `/api/back-office/products/${productId}`, { price_cents: price });
    await expect.poll(async () => Math.round((await served()).price * 100), within).toBe(before.special ? before.price_cents : price);
    await expect.poll(async () => Math.round((await inMenu()).org_price * 100), within).toBe(price);
    expect(other.catalogue.lastRefresh.kind).toBe('price');
    // One product row read (and no stock row: the patch wrote none).
    expect(other.catalogue.lastRefresh.rowsRead).toBe(1);
    expect(other.catalogue.fullReloads).toBe(reloads);
  });

  it('a special offer and batch prices are deltas too, and the menu stays byte for byte what JSON.stringify writes', async () => {
    const before = await office('GET', `/api/back-office/products/${productId}`);
    const reloads = other.catalogue.fullReloads;
    const offer = before.price_cents - 50;
    await office('PATCH', `/api/back-office/products/${productId}`, {
      special: { discount_price_cents: offer, dis_qty: 0, discount_limit_times: 3 },
      batch_prices: [{ start: 10, end: 0, price_cents: offer - 10 }],
      stock: [{ shop_id: SHOP, stock: 77 }],
    });
    await expect.poll(async () => (await inMenu()).discount_price, within).toBe(offer / 100);
    const shown = await served();
    expect(shown).toMatchObject({ is_special: 1, discount_limit_times: 3, stock: 77, batch_price: [{ start: 10, end: 0, price: (offer - 10) / 100 }] });
    expect(other.catalogue.fullReloads).toBe(reloads);
    const snapshot = await other.catalogue.current();
    for (const locale of ['en', 'cn', 'fr'] as const) {
      expect(menuAnswerText(snapshot, SHOP, 'delivery', locale)).toBe(JSON.stringify({ status: 1, data: menuView(snapshot, SHOP, 'delivery', locale) }));
    }
  });

  it('a name edit changes the catalogue’s structure: a full reload', async () => {
    const before = await office('GET', `/api/back-office/products/${productId}`);
    const reloads = other.catalogue.fullReloads;
    await office('PATCH', `/api/back-office/products/${productId}`, { name: { ...before.name, en: `${before.name.en} (renamed)` } });
    await expect.poll(async () => (await served()).product_name, within).toBe(`${before.name.en} (renamed)`);
    expect(other.catalogue.lastRefresh.kind).toBe('full');
    expect(other.catalogue.fullReloads).toBe(reloads + 1);
  });

  it.runIf(target === 'postgres')('a server whose notifications were lost reloads in full once it listens again', async () => {
    const before = await office('GET', `/api/back-office/products/${productId}`);
    const reloads = other.catalogue.fullReloads;
    const name = ((await t.handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // The other server's LISTEN connection dies; the edit's notification is sent while nobody listens.
      const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'`, [name]);
      expect(killed.rowCount).toBeGreaterThan(0);
      const price = before.price_cents + 11;
      await office('PATCH', `/api/back-office/products/${productId}`, { price_cents: price });
      // It listens again within a second (listen.ts retryMs) and reloads: the price is served.
      await expect.poll(async () => Math.round((await inMenu()).org_price * 100), { timeout: 3000, interval: 50 }).toBe(price);
      expect(other.catalogue.lastRefresh.kind).toBe('full');
      expect(other.catalogue.fullReloads).toBeGreaterThan(reloads);
    } finally {
      await admin.end();
    }
  });

  it.runIf(target === 'pglite')('a server told it may have missed changes reloads in full', async () => {
    const reloads = other.catalogue.fullReloads;
    other.catalogue.reloadFully();
    await served();
    expect(other.catalogue.lastRefresh.kind).toBe('full');
    expect(other.catalogue.fullReloads).toBe(reloads + 1);
  });
});
