import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { deliveryDates } from '../core/checkout/service-dates';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../core/request-signature';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, runMigrations } from '../server/db/client';
import { addressBook, customers, shopProducts } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/seed-demo';
import { issueSession } from '../server/services/auth/session-tokens';
import { loadCatalogueSnapshot } from '../server/services/catalogue-snapshot';
import { startProcess } from './support/load';
import { processCpuMs } from './support/process-cpu';

/**
 * place_order under concurrent load against the PostgreSQL server: a fresh database (migrated and
 * seeded with the demo catalogue), the API in a child process, 20 buyers (own customers, sessions
 * and addresses) placing 10-line orders with fresh idempotency keys for N seconds. In the same run
 * the baseline: 20 raw node-postgres clients, each looping over one transaction that inserts an
 * order with 10 lines and takes 10 stock rows, the least any order placement must do. The two take
 * turns in rounds. Target (issue 18): the API places at least 80 % of the baseline's orders per second.
 * Each run also prints the CPU it spent per order (the API's process, PostgreSQL's backends for the
 * bench database, this driver): on a machine shared with other work, orders per second move with the
 * load, CPU per order much less.
 *
 * Usage: npm run bench:orders [-- seconds buyers]   (BENCH_PG_ADMIN_URL: default postgres://postgres@127.0.0.1:5432/postgres)
 */

const SHOP = 17243;
const LINES_PER_ORDER = 10;
const POOL_SIZE = 20;
/** The API and the baseline take turns this many times. */
const ROUNDS = 3;

/** CPU ms spent by the API server's process, PostgreSQL's backends for the bench database, and this driver. */
interface Cpu {
  server: number;
  postgres: number;
  driver: number;
}

const NO_CPU: Cpu = { server: 0, postgres: 0, driver: 0 };

if (process.argv[2] === '--serve') {
  // Child: the API on the database the parent prepared.
  const url = process.env.DATABASE_URL!;
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }), HOST: '127.0.0.1', PORT: 0 };
  const handle = await openDatabase({ url, poolSize: POOL_SIZE });
  const app = await buildApp({ config, db: handle.db });
  await app.catalogue.current();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => handle.close()).then(() => process.exit(0));
  });
} else {
  await main();
}

interface Stats {
  name: string;
  done: number;
  failed: number;
  seconds: number;
  latencies: number[];
  firstError: string;
  /** CPU spent during the run. */
  cpu: Cpu;
}


function merge(name: string, rounds: readonly Stats[]): Stats {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    name,
    done: rounds.reduce((sum, r) => sum + r.done, 0),
    failed: rounds.reduce((sum, r) => sum + r.failed, 0),
    seconds: rounds.reduce((sum, r) => sum + r.seconds, 0),
    latencies,
    firstError: rounds.find((r) => r.firstError)?.firstError ?? '',
    cpu: rounds.reduce(
      (sum, r) => ({ server: sum.server + r.cpu.server, postgres: sum.postgres + r.cpu.postgres, driver: sum.driver + r.cpu.driver }),
      NO_CPU,
    ),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `workers` loops running `once` until the deadline; latency per call; `cpu` reads the CPU used so far. */
async function drive(
  name: string,
  workers: number,
  seconds: number,
  once: (worker: number) => Promise<void>,
  cpu: () => Promise<Cpu> = () => Promise.resolve(NO_CPU),
): Promise<Stats> {
  const stats: Stats = { name, done: 0, failed: 0, seconds, latencies: [], firstError: '', cpu: NO_CPU };
  const cpuBefore = await cpu();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await once(worker);
          stats.done += 1;
          stats.latencies.push(performance.now() - t0);
        } catch (error) {
          stats.failed += 1;
          stats.firstError ||= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  stats.seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpu();
  stats.cpu = { server: cpuAfter.server - cpuBefore.server, postgres: cpuAfter.postgres - cpuBefore.postgres, driver: cpuAfter.driver - cpuBefore.driver };
  stats.latencies.sort((a, b) => a - b);
  return stats;
}

/** Picks `n` distinct products from the pool, in product order (the baseline locks rows in that order too). */
function pick(pool: readonly number[], n: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(pool[Math.floor(Math.random() * pool.length)]!);
  return [...chosen].sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const buyersCount = Number(process.argv[3] ?? 20);
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `sd_bench_orders_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();

  let api: Awaited<ReturnType<typeof startProcess>> | undefined;
  const handle = await openDatabase({ url: dbUrl, poolSize: 5 });
  try {
    await runMigrations(handle);
    await seedDemo(handle.db);
    const { db } = handle;

    // The product pool: simply priced products the shop sells, with a large stock (every order takes units).
    const snapshot = await loadCatalogueSnapshot(db);
    const sold = snapshot.stock.get(SHOP)!;
    const pool = [...snapshot.products.values()]
      .filter((p) => p.status === 0 && sold.has(p.id) && p.optionGroups.length === 0 && p.isSpecial === 0 && p.batchPrices.length === 0 && p.max === 0)
      .map((p) => p.id);
    await db
      .update(shopProducts)
      .set({ stock: 100_000_000 })
      .where(and(eq(shopProducts.shopId, SHOP), inArray(shopProducts.productId, pool)));

    const buyers: { customerId: number; token: string; addressId: number }[] = [];
    for (let i = 0; i < buyersCount; i += 1) {
      const [customer] = await db
        .insert(customers)
        .values({ phone: `1416777${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(2, '0')}`, name: `Bench buyer ${i}` })
        .returning({ id: customers.id });
      const customerId = customer!.id;
      const { token } = await issueSession(db, { kind: 'customer', customerId, now: new Date() });
      const [address] = await db
        .insert(addressBook)
        .values({
          customerId,
          name: `Bench Bistro ${i}`,
          tel: '4165550100',
          address: '100 Queen St W, Toronto, ON',
          postalCode: 'M5H 2N2',
          latitude: '43.6535',
          longitude: '-79.3839',
        })
        .returning({ id: addressBook.id });
      buyers.push({ customerId, token, addressId: address!.id });
    }

    api = await startProcess('bench/place-order.ts', ['--serve'], { DATABASE_URL: dbUrl });
    const port = api.port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: buyersCount });
    const serviceDate = deliveryDates(new Date())[0]!;

    const placeOnce = (worker: number): Promise<void> => {
      const buyer = buyers[worker]!;
      const body = JSON.stringify({
        shop_id: SHOP,
        shipping_type: 'delivery',
        product_items: pick(pool, LINES_PER_ORDER).map((product_id, k) => ({ product_id, qty: 1 + ((worker + k) % 4), note: '', options: [] })),
        payment_type: 'card',
        service_date: serviceDate,
        time_preference: 'asap',
        contact_id: buyer.addressId,
      });
      const headers = {
        ...clientHeaders({ language: 'en', apiHost: `127.0.0.1:${port}`, salt: DEFAULT_SIGNATURE_SALT, customerId: buyer.customerId, token: buyer.token }),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'idempotency-key': randomBytes(12).toString('hex'),
      };
      return new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/api/webclient/order/place_order', method: 'POST', headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`))));
        });
        req.on('error', reject);
        req.end(body);
      });
    };

    // Baseline: the same work by hand, on raw connections.
    const clients = await Promise.all(
      Array.from({ length: buyersCount }, async () => {
        const client = new pg.Client({ connectionString: dbUrl });
        // Dropping the database at the end (or after a failure) ends these connections: not a crash.
        client.on('error', () => undefined);
        await client.connect();
        return client;
      }),
    );
    let sequence = 0;
    const rawOnce = async (worker: number): Promise<void> => {
      const client = clients[worker]!;
      const buyer = buyers[worker]!;
      const products = pick(pool, LINES_PER_ORDER);
      await client.query('begin');
      try {
        sequence += 1;
        const order = await client.query<{ id: number }>(
          `insert into orders (order_no, shop_id, customer_id, shipping_type, status, payment_status, payment_type, service_date, contact, total_cents)
           values ($1, $2, $3, 'delivery', 'processing', 'unpaid', 'card', $4, $5, $6) returning id`,
          [`BL${process.pid}-${sequence}`, SHOP, buyer.customerId, serviceDate, JSON.stringify({ name: 'x' }), 10_000],
        );
        const orderId = order.rows[0]!.id;
        const values: unknown[] = [];
        const tuples = products.map((productId, k) => {
          const base = k * 3;
          values.push(productId, 1 + ((worker + k) % 4), 1000);
          return `(${orderId}, $${base + 1}, 'SKU', '{"en":"x","cn":"x","fr":"x"}', $${base + 2}, $${base + 3}, $${base + 3}, $${base + 3}, '[]')`;
        });
        await client.query(
          `insert into order_lines (order_id, product_id, sku, name, qty, unit_price_cents, row_total_cents, org_row_total_cents, options) values ${tuples.join(', ')}`,
          values,
        );
        for (const [k, productId] of products.entries()) {
          const taken = await client.query(
            'update shop_products set stock = stock - $3, updated_at = now() where shop_id = $1 and product_id = $2 and stock >= $3',
            [SHOP, productId, 1 + ((worker + k) % 4)],
          );
          if (taken.rowCount !== 1) throw new Error(`baseline: product ${productId} short`);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    };

    // CPU used so far by the API's process, the bench database's backends (the pool's, the raw
    // clients', the API's LISTEN connection) and this driver.
    const serverPid = api.child.pid!;
    const cpu = async (): Promise<Cpu> => {
      const backends = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName]);
      const own = process.cpuUsage();
      return {
        server: processCpuMs([serverPid]),
        postgres: processCpuMs(backends.rows.map((r) => r.pid)),
        driver: (own.user + own.system) / 1000,
      };
    };

    // Warm-up (JIT, pools, the catalogue's memoized views), then the two runs alternate in rounds so
    // that load from anything else on the machine falls on both alike.
    await drive('warm-up', buyersCount, 2, placeOnce);
    await drive('warm-up', buyersCount, 2, rawOnce);
    const apiRounds: Stats[] = [];
    const rawRounds: Stats[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiRounds.push(await drive('api', buyersCount, seconds / ROUNDS, placeOnce, cpu));
      rawRounds.push(await drive('raw', buyersCount, seconds / ROUNDS, rawOnce, cpu));
    }
    const apiStats = merge(`POST place_order (${LINES_PER_ORDER} lines)`, apiRounds);
    const rawStats = merge(`raw pg transaction (order + ${LINES_PER_ORDER} lines + ${LINES_PER_ORDER} stock rows)`, rawRounds);
    agent.destroy();
    api.child.kill('SIGTERM');
    api = undefined;
    await Promise.all(clients.map((c) => c.end()));

    const rows = [rawStats, apiStats];
    const rate = (s: Stats) => s.done / s.seconds;
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`\nplace order load: ${buyersCount} concurrent buyers, ${seconds} s per run, product pool ${pool.length}, PostgreSQL ${dbName}`);
    console.log('| run | orders/s | p50 | p99 | failed | vs baseline | CPU ms per order: API server, PostgreSQL, driver |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const s of rows) {
      const ratio = s === rawStats ? '100 %' : `${((rate(s) / rate(rawStats)) * 100).toFixed(1)} %`;
      const per = (n: number) => (s.done === 0 ? '–' : (n / s.done).toFixed(2));
      const cpuPerOrder = `${s === rawStats ? '–' : per(s.cpu.server)}, ${per(s.cpu.postgres)}, ${per(s.cpu.driver)}`;
      console.log(
        `| ${s.name} | ${rate(s).toFixed(0)} | ${ms(percentile(s.latencies, 50))} | ${ms(percentile(s.latencies, 99))} | ${s.failed} | ${ratio} | ${cpuPerOrder} |`,
      );
    }
    console.log(`load average at the end: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
    for (const s of rows) if (s.firstError) console.log(`${s.name}: first failure: ${s.firstError}`);
    const ok = rate(apiStats) >= rate(rawStats) * 0.8 && apiStats.failed === 0;
    console.log(`\ntarget (issue 18: ≥ 80 % of the baseline's orders/s, no failures): ${ok ? 'MET' : 'NOT MET'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    api?.child.kill('SIGTERM');
    await handle.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
