import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { productResponseSchema } from '../../core/schemas/catalogue';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { CatalogueCache, countStockChange } from '../../server/services/catalogue-cache';
import { menuAnswerText, menuView } from '../../server/services/catalogue-views';
import { clientHeaders } from '../../core/request-signature';
import { closeTemplate, createTestDatabase, dbTargets } from '../helpers/test-database';

const SHOP = 17243;

/**
 * Issue 18, "catalogue changes as deltas": when only orders moved the stock, a server's catalogue cache
 * reads only the stock rows written since its previous read (stamped by their transaction, see
 * catalogue-snapshot.ts readStock), not the whole table, and keeps every memoized view those rows
 * cannot touch.
 */
describe.each(dbTargets())('catalogue stock deltas on %s', (target) => {
  let handle: DatabaseHandle;
  let cache: CatalogueCache;
  /** Products the shop sells with a finite stock, in id order. */
  let stocked: number[];

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    cache = new CatalogueCache(handle.db, 0);
    const snapshot = await cache.current();
    stocked = [...snapshot.stock.get(SHOP)!]
      .filter(([, stock]) => stock >= 0)
      .map(([id]) => id)
      .sort((a, b) => a - b);
    expect(stocked.length).toBeGreaterThan(20);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await closeTemplate();
  });

  /** What an order does to stock: its own transaction, then the version moved after the commit. */
  const takeStock = async (productId: number, stock: number) => {
    await handle.db.execute(sql`update shop_products set stock = ${stock} where shop_id = ${SHOP} and product_id = ${productId}`);
    await countStockChange(handle.db);
  };
  const stockOf = async (productId: number) => (await cache.current()).stock.get(SHOP)!.get(productId);

  it('reads only the rows that changed and shows their new stock', async () => {
    const [a, b] = stocked;
    await takeStock(a!, 41);
    await takeStock(b!, 42);
    expect(await stockOf(a!)).toBe(41);
    expect(await stockOf(b!)).toBe(42);
    expect(cache.lastRefresh.kind).toBe('stock');
    // The demo shop sells hundreds of products; the delta read the two rows written (at most).
    expect(cache.lastRefresh.rowsRead).toBeLessThanOrEqual(2);
    await takeStock(a!, 40);
    expect(await stockOf(a!)).toBe(40);
    expect(cache.lastRefresh.rowsRead).toBe(1);
  });

  it('keeps the views of products and shops the change cannot touch, and rebuilds the rest', async () => {
    const [, , changed, untouched] = stocked;
    let snapshot = await cache.current();
    const view = (key: string) => cache.memo(snapshot, key, () => ({ key, builtAt: snapshot.version }));
    const before = {
      changed: view(`answer:product:${SHOP}:${changed}:en`),
      untouched: view(`answer:product:${SHOP}:${untouched}:en`),
      menu: view(`answer:menu:${SHOP}:delivery:en`),
      otherShopMenu: view(`answer:menu:999999:delivery:en`),
      unnamed: view('search-suggestions'),
    };
    await takeStock(changed!, 7);
    snapshot = await cache.current();
    expect(snapshot.stock.get(SHOP)!.get(changed!)).toBe(7);
    expect(view(`answer:product:${SHOP}:${untouched}:en`)).toBe(before.untouched);
    expect(view(`answer:menu:999999:delivery:en`)).toBe(before.otherShopMenu);
    expect(view(`answer:product:${SHOP}:${changed}:en`)).not.toBe(before.changed);
    expect(view(`answer:menu:${SHOP}:delivery:en`)).not.toBe(before.menu);
    expect(view('search-suggestions')).not.toBe(before.unnamed);
  });

  it('writes each menu from memoized product texts exactly as JSON.stringify writes the menu view, before and after a delta', async () => {
    const check = async () => {
      const snapshot = await cache.current();
      for (const shopId of snapshot.shops.keys()) {
        for (const locale of ['en', 'cn', 'fr'] as const) {
          for (const shipping of ['delivery', 'pickup'] as const) {
            expect(menuAnswerText(snapshot, shopId, shipping, locale)).toBe(JSON.stringify({ status: 1, data: menuView(snapshot, shopId, shipping, locale) }));
          }
        }
      }
    };
    await check();
    await takeStock(stocked[5]!, 3);
    await takeStock(stocked[6]!, 0);
    await check();
  });

  it('a catalogue edit still reloads everything', async () => {
    await handle.db.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
    await cache.current();
    expect(cache.lastRefresh.kind).toBe('full');
  });

  it.runIf(target === 'postgres')(
    'misses no write of a transaction that was still running at the previous read, whatever order they commit in',
    async () => {
      const [first, second] = stocked.slice(10);
      const name = ((await handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const slow = new pg.Client({ connectionString: url.toString() });
      await slow.connect();
      try {
        // A slow order writes first and commits last: its row is stamped with an older transaction than
        // the fast order's, and is still invisible when the cache reads after the fast one.
        await slow.query('begin');
        await slow.query('update shop_products set stock = 11 where shop_id = $1 and product_id = $2', [SHOP, first]);
        await takeStock(second!, 12);
        expect(await stockOf(second!)).toBe(12);
        expect(await stockOf(first!)).not.toBe(11);
        await slow.query('commit');
        await countStockChange(handle.db);
        expect(await stockOf(first!)).toBe(11);
        expect(cache.lastRefresh.kind).toBe('stock');
      } finally {
        await slow.end();
      }
    },
  );
});

/**
 * Issue 17/18: a change made through one server is served by every other within a second. On
 * PostgreSQL the others are told at the commit (LISTEN/NOTIFY: orders notify, and a trigger on
 * catalogue_state notifies every edit); their version poll stays as the fallback. Here the other
 * server polls only once a minute, so only the notification can make it see the change in time.
 */
describe.runIf(dbTargets().includes('postgres'))('catalogue notifications on postgres', () => {
  let handle: DatabaseHandle;
  let other: Awaited<ReturnType<typeof buildApp>>;
  const config = testConfig({ WEB_DIST: './no-web-build-in-tests' });
  const headers = clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: config.SIGNATURE_SALT });

  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
    other = await buildApp({ config, db: handle.db, catalogue: new CatalogueCache(handle.db, 60_000), databaseUrl: handle.url });
    await other.ready();
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await handle.close();
    await closeTemplate();
  });

  const product = async (productId: number) => {
    const res = await other.inject({ method: 'GET', url: `/api/webclient/product?shop_id=${SHOP}&product_id=${productId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return productResponseSchema.parse(res.json()).data;
  };

  it('an order’s stock and a price edit made elsewhere are served within a second', async () => {
    const snapshot = await other.catalogue.current();
    const productId = [...snapshot.stock.get(SHOP)!].find(([, stock]) => stock >= 0)![0];
    const before = await product(productId);
    await handle.db.execute(sql`update shop_products set stock = ${before.stock + 5} where shop_id = ${SHOP} and product_id = ${productId}`);
    await countStockChange(handle.db);
    await expect.poll(async () => (await product(productId)).stock, { timeout: 1000, interval: 25 }).toBe(before.stock + 5);

    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_cents = price_cents + 100 where id = ${productId}`);
      await tx.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
    });
    await expect.poll(async () => (await product(productId)).price, { timeout: 1000, interval: 25 }).not.toBe(before.price);
  });
});
