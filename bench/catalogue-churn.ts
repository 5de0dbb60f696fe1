import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { clientHeaders } from '../core/request-signature';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { type DatabaseHandle, openDatabase, runMigrations } from '../server/db/client';
import { seedDemo } from '../server/db/seed/seed-demo';
import { bumpCatalogueVersion, CatalogueCache, countStockChange } from '../server/services/catalogue-cache';
import { menuAnswerText } from '../server/services/catalogue-views';
import { loadCatalogueSnapshot } from '../server/services/catalogue-snapshot';
import { generatedProducts } from './support/generated-products';

/**
 * Issue 18, "catalogue changes as deltas": a 20,000-product catalogue with orders taking stock at a
 * steady rate. For each database it prints
 *  - each instance's refresh cost per change: a stock delta of 1, 10 and 100 changed rows, and a price
 *    change (back-office edit or quick file: price_edits) of 1, 10 and 100 products, alone and with the
 *    shop's 20,000-product menu answer written again, against the baselines measured in the same run: the
 *    whole stock table read (what a stock change cost before) and a full catalogue reload (what a price
 *    change cost before);
 *  - the menu's latency (p50, p99, in-process through Fastify's inject, so the server's own cost) with
 *    no orders, and with orders at a steady rate, each one invalidating that shop's menu.
 * Usage: npm run bench:catalogue-churn [-- extraProducts ordersPerSecond seconds]
 * (PostgreSQL: BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_SKIP_PG=1 skips it.)
 */
const extra = Number(process.argv[2] ?? 19_650);
const ordersPerSecond = Number(process.argv[3] ?? 20);
const seconds = Number(process.argv[4] ?? 5);
const SHOP = 17243;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const median = (values: number[]) => quantile([...values].sort((a, b) => a - b), 0.5);
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

async function timed(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    return { handle, drop: () => handle.close() };
  }
  const admin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `sd_bench_churn_${process.pid}_${randomBytes(3).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<void> {
  const { handle, drop } = await openBenchDatabase(kind);
  try {
    await runMigrations(handle);
    await seedDemo(handle.db, generatedProducts(extra));
    const cache = new CatalogueCache(handle.db, 0);
    const snapshot = await cache.current();
    const rows = [...snapshot.stock.values()].reduce((n, perShop) => n + perShop.size, 0);
    const stocked = [...snapshot.stock.get(SHOP)!].filter(([, stock]) => stock >= 0).map(([id]) => id);
    console.log(`\n## ${kind}: ${snapshot.products.size} products, ${rows} stock rows (${stocked.length} finite in shop ${SHOP})`);

    let next = 0;
    const change = async (count: number) => {
      const ids = Array.from({ length: count }, () => stocked[next++ % stocked.length]!);
      await handle.db.execute(
        sql`update shop_products set stock = stock + 1 where shop_id = ${SHOP} and product_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      await countStockChange(handle.db);
    };

    console.log('\n| refresh after a change | rows read | median ms | × the delta of 1 row |');
    console.log('|---|---:|---:|---:|');
    const deltaOf = async (count: number) => {
      const times: number[] = [];
      let rowsRead = 0;
      for (let i = 0; i < 15; i++) {
        await change(count);
        const start = performance.now();
        await cache.current();
        times.push(performance.now() - start);
        rowsRead = cache.lastRefresh.rowsRead ?? 0;
        if (cache.lastRefresh.kind !== 'stock') throw new Error('expected a stock delta');
      }
      return { time: median(times), rowsRead };
    };
    const one = await deltaOf(1);
    const results: (readonly [string, { time: number; rowsRead: number }])[] = [
      ['stock delta, 1 changed row', one] as const,
      ['stock delta, 10 changed rows', await deltaOf(10)] as const,
      ['stock delta, 100 changed rows', await deltaOf(100)] as const,
    ];
    const wholeStock = await timed(7, () => handle.db.execute(sql`select shop_id, product_id, stock from shop_products`));
    const full = await timed(3, () => loadCatalogueSnapshot(handle.db));
    // A price edit: products' prices written and price_edits moved in one transaction, as the back office does.
    const priced = [...snapshot.stock.get(SHOP)!.keys()];
    let nextPrice = 0;
    const reprice = async (count: number) => {
      const ids = Array.from({ length: count }, () => priced[nextPrice++ % priced.length]!);
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price_cents = price_cents + 1 where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
        await bumpCatalogueVersion(tx, 'prices');
      });
    };
    const priceDeltaOf = async (count: number, withMenu: boolean) => {
      const times: number[] = [];
      let rowsRead = 0;
      const reloads = cache.fullReloads;
      if (withMenu) menuAnswerText(await cache.current(), SHOP, 'delivery', 'en');
      for (let i = 0; i < 15; i++) {
        await reprice(count);
        const start = performance.now();
        const fresh = await cache.current();
        if (withMenu) menuAnswerText(fresh, SHOP, 'delivery', 'en');
        times.push(performance.now() - start);
        rowsRead = cache.lastRefresh.rowsRead ?? 0;
        if (cache.lastRefresh.kind !== 'price' || cache.fullReloads !== reloads) throw new Error('expected a price delta');
      }
      return { time: median(times), rowsRead };
    };
    results.push(
      ['price change, 1 product', await priceDeltaOf(1, false)] as const,
      ['price change, 10 products', await priceDeltaOf(10, false)] as const,
      ['price change, 100 products', await priceDeltaOf(100, false)] as const,
      ['price change, 1 product + menu answer written (20,000 products, 1 re-encoded)', await priceDeltaOf(1, true)] as const,
      ['price change, 100 products + menu answer written', await priceDeltaOf(100, true)] as const,
    );
    const fullWithMenu = await timed(3, async () => menuAnswerText(await loadCatalogueSnapshot(handle.db), SHOP, 'delivery', 'en'));
    for (const [name, r] of results) console.log(`| ${name} | ${r.rowsRead} | ${ms(r.time)} | ${(r.time / one.time).toFixed(1)} |`);
    console.log(`| baseline: whole stock table read (before deltas) | ${rows} | ${ms(wholeStock)} | ${(wholeStock / one.time).toFixed(1)} |`);
    console.log(`| baseline: full catalogue reload (what a price change cost before) | ${rows} | ${ms(full)} | ${(full / one.time).toFixed(1)} |`);
    console.log(`| baseline: full catalogue reload + menu answer written from scratch | ${rows} | ${ms(fullWithMenu)} | ${(fullWithMenu / one.time).toFixed(1)} |`);

    // The menu under churn: the shop's menu (20,000 products) is rebuilt after each change that touches it.
    const config = testConfig({ WEB_DIST: './no-web-build-in-tests', NODE_ENV: 'production' });
    const app = await buildApp({ config, db: handle.db, catalogue: new CatalogueCache(handle.db, 1000), databaseUrl: handle.url });
    await app.ready();
    const headers = clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: config.SIGNATURE_SALT });
    // Requests one after another; with churn, each order due by the clock is placed between two
    // requests (untimed), so every order's invalidation is paid by the next menu request.
    const menuLatency = async (churn: boolean) => {
      const times: number[] = [];
      const startedAt = performance.now();
      const until = startedAt + seconds * 1000;
      let orders = 0;
      while (performance.now() < until) {
        if (churn) {
          const due = Math.floor(((performance.now() - startedAt) / 1000) * ordersPerSecond);
          while (orders < due) {
            await change(1);
            app.catalogue.stockTaken();
            orders += 1;
          }
        }
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/webclient/menu?shop_id=${SHOP}`, headers });
        if (res.statusCode !== 200) throw new Error(`menu answered ${res.statusCode}`);
        times.push(performance.now() - start);
        // Untimed: a turn of the event loop between requests. Inject's answers are only let go once the
        // loop gets past its microtasks; back to back, 20,000-product menus (13 MB each) piled up until
        // the heap ran out (4 GB after about 150 requests).
        await new Promise((resolve) => setImmediate(resolve));
      }
      times.sort((a, b) => a - b);
      return { n: times.length, p50: quantile(times, 0.5), p99: quantile(times, 0.99), orders };
    };
    await menuLatency(false);
    const quiet = await menuLatency(false);
    const churning = await menuLatency(true);
    await app.close();
    const menuBytes = (await cache.current()).stock.get(SHOP)!.size;
    console.log(`\nmenu of shop ${SHOP} (${menuBytes} products), ${seconds} s each, requests one after another (in-process inject: the server's own cost):`);
    console.log('\n| run | requests | p50 ms | p99 ms | orders |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(`| baseline: no orders | ${quiet.n} | ${ms(quiet.p50)} | ${ms(quiet.p99)} | 0 |`);
    console.log(`| ${ordersPerSecond} orders/s | ${churning.n} | ${ms(churning.p50)} | ${ms(churning.p99)} | ${churning.orders} |`);
  } finally {
    await drop();
  }
}

await benchOn('pglite');
if (!process.env.BENCH_SKIP_PG) await benchOn('postgres');
process.exit(0);
