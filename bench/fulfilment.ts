import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { computeOrderTotals, DEFAULT_TAX_RATE_BPS } from '../core/checkout/order-totals';
import { nominalUnitGrams } from '../core/orders/catch-weight';
import { clientHeaders } from '../core/request-signature';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { type Database, type DatabaseHandle, openDatabase, runMigrations } from '../server/db/client';
import { customers, orderFeeLines, orderLines, orders, products, shopProducts, staffAccounts } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/seed-demo';
import { issueSession } from '../server/services/auth/session-tokens';

/**
 * The warehouse's day under load (issue 15): `npm run bench:fulfilment`.
 *
 * On PGlite and on PostgreSQL (a fresh database; BENCH_PG_ADMIN_URL, else the server of DATABASE_URL
 * or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; skipped when none answers),
 * each migrated and seeded with the demo catalogue:
 * - 1,000 orders × 10 lines for one delivery date of one shop, inserted directly (a few statements);
 * - the pick list of that day through the real route (`GET /api/fulfilment/pick_list`, app.inject,
 *   a warehouse session): p95 over 30 runs after a warm-up. Target < 300 ms;
 * - packing one card order (10 lines, two weighed; `POST /api/fulfilment/pack`: settle, store, capture
 *   the settled amount from the sandbox provider's authorization): p95 over 30 orders. Target < 100 ms.
 * Baselines measured in the same run, as the other benches do: the database's own round trip
 * (`select 1`), and a route that reads little — the buyer's order list (`/api/webapp/order/list/customer`)
 * for the pick list, accepting an order (`/api/fulfilment/accept`: the same step machinery, no money) for packing.
 *
 * Usage: npm run bench:fulfilment [-- runs]
 */

const SHOP = 17243;
const ORDERS = 1_000;
const LINES = 10;
const SERVICE_DATE = '2026-12-01';
const PICK_TARGET_MS = 300;
const PACK_TARGET_MS = 100;

interface Figures {
  name: string;
  samples: number[];
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const p95 = (f: Figures) => percentile(sorted(f.samples), 95);
const p50 = (f: Figures) => percentile(sorted(f.samples), 50);

async function timed(runs: number, once: (i: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await once(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** The products orders are made of: sold by the shop, plain (no options), with a weighed few apart. */
async function productPool(db: Database) {
  const rows = await db
    .select({ id: products.id, sku: products.sku, nameEn: products.nameEn, nameCn: products.nameCn, nameFr: products.nameFr, priceCents: products.priceCents, needWeigh: products.needWeigh, weightValue: products.weightValue, weightUnit: products.weightUnit })
    .from(products)
    .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, SHOP)))
    .where(eq(products.status, 0));
  const weighed = rows.filter((p) => nominalUnitGrams(p) !== null && p.priceCents > 0);
  const plain = rows.filter((p) => p.needWeigh === 0 && p.priceCents > 0);
  await db.update(shopProducts).set({ stock: 100_000_000 }).where(and(eq(shopProducts.shopId, SHOP), inArray(shopProducts.productId, rows.map((r) => r.id))));
  return { all: [...weighed, ...plain], weighed, plain };
}
type Product = Awaited<ReturnType<typeof productPool>>['all'][number];

/** Orders as place_order leaves them (lines, fee lines by checkout's own totals), many per statement. */
async function insertOrders(
  db: Database,
  specs: { customerId: number; paymentType: 'card' | 'cash'; status: string; paymentStatus: string; lines: { p: Product; qty: number }[] }[],
): Promise<{ id: number; lineIds: number[] }[]> {
  const out: { id: number; lineIds: number[] }[] = [];
  const CHUNK = 250;
  for (let start = 0; start < specs.length; start += CHUNK) {
    const chunk = specs.slice(start, start + CHUNK);
    const totals = chunk.map((s) =>
      computeOrderTotals({
        lines: s.lines.map((l) => ({ rowTotalCents: l.p.priceCents * l.qty, taxRateBps: DEFAULT_TAX_RATE_BPS })),
        couponDiscountCents: 0,
        deliveryFeeCents: 0,
        smallOrderFeeCents: 0,
        tipsCents: 0,
        paymentType: s.paymentType,
      }),
    );
    const inserted = await db
      .insert(orders)
      .values(
        chunk.map((s, i) => ({
          orderNo: `B${randomBytes(6).toString('hex').toUpperCase()}${start + i}`,
          shopId: SHOP,
          customerId: s.customerId,
          shippingType: 'delivery' as const,
          status: s.status,
          paymentStatus: s.paymentStatus,
          paymentType: s.paymentType,
          serviceDate: SERVICE_DATE,
          contact: { name: 'Bench Bistro', tel: '4165550100', addr: '100 Queen St W, Toronto, ON', postal_code: 'M5H 2N2', latitude: '43.6535', longitude: '-79.3839', buzz_code: '', unit: '' },
          totalCents: totals[i]!.totalCents,
          cashbackCents: totals[i]!.cashbackCents,
        })),
      )
      .returning({ id: orders.id });
    const lineRows = chunk.flatMap((s, i) =>
      s.lines.map((l) => ({
        orderId: inserted[i]!.id,
        productId: l.p.id,
        sku: l.p.sku,
        name: { en: l.p.nameEn, cn: l.p.nameCn, fr: l.p.nameFr },
        qty: l.qty,
        unitPriceCents: l.p.priceCents,
        rowTotalCents: l.p.priceCents * l.qty,
        orgRowTotalCents: l.p.priceCents * l.qty,
        options: [],
        needWeigh: l.p.needWeigh,
        weightValue: l.p.weightValue,
        weightUnit: l.p.weightUnit,
      })),
    );
    const lineIds = await db.insert(orderLines).values(lineRows).returning({ id: orderLines.id, orderId: orderLines.orderId });
    await db.insert(orderFeeLines).values(
      chunk.flatMap((_, i) => totals[i]!.feeLines.map((f, position) => ({ orderId: inserted[i]!.id, kind: f.code, amountCents: f.amountCents, position }))),
    );
    for (const row of inserted) out.push({ id: row.id, lineIds: lineIds.filter((l) => l.orderId === row.id).map((l) => l.id) });
  }
  return out;
}

async function benchOn(label: string, handle: DatabaseHandle, runs: number): Promise<{ label: string; rows: Figures[]; pick: Figures; pack: Figures }> {
  const { db } = handle;
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(db);
  const app: FastifyInstance = await buildApp({ config: testConfig({ WEB_DIST: './no-web-build-in-bench' }), db });
  await app.ready();
  const config = app.config;
  const headers = (token: string, customerId?: number) => ({
    ...clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: config.SIGNATURE_SALT, ...(customerId ? { customerId } : {}) }),
    'client-token': token,
  });
  const send = async (method: 'GET' | 'POST', url: string, h: Record<string, string>, payload?: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const call = async (method: 'GET' | 'POST', url: string, h: Record<string, string>, payload?: Record<string, unknown>) =>
    (await send(method, url, h, payload)).json() as { data: Record<string, unknown> };
  // Timed calls: the server's answer, not the client parsing it.
  const hit = async (method: 'GET' | 'POST', url: string, h: Record<string, string>, payload?: Record<string, unknown>) => {
    await send(method, url, h, payload);
  };

  try {
    const pool = await productPool(db);
    const buyers = await db
      .insert(customers)
      .values(Array.from({ length: 50 }, (_, i) => ({ phone: `1416888${String(process.pid % 100).padStart(2, '0')}${String(i).padStart(2, '0')}`, name: `Bench buyer ${i}` })))
      .returning({ id: customers.id });
    const [staff] = await db.insert(staffAccounts).values({ username: `bench-warehouse-${process.pid}`, passwordHash: 'x', role: 'warehouse', name: 'Bench warehouse' }).returning({ id: staffAccounts.id });
    const warehouse = headers((await issueSession(db, { kind: 'staff', staffId: staff!.id, now: new Date() })).token);

    // The day: 1,000 orders × 10 distinct products (a weighed one in most), placed, accepted or being packed.
    const statuses = ['processing', 'accept', 'cooking'] as const;
    await insertOrders(
      db,
      Array.from({ length: ORDERS }, (_, i) => {
        const lines: { p: Product; qty: number }[] = [];
        for (let k = 0; k < LINES; k += 1) lines.push({ p: pool.all[(i * 7 + k * 13) % pool.all.length]!, qty: 1 + ((i + k) % 5) });
        const unique = [...new Map(lines.map((l) => [l.p.id, l])).values()];
        return { customerId: buyers[i % buyers.length]!.id, paymentType: 'cash' as const, status: statuses[i % 3]!, paymentStatus: 'unpaid', lines: unique };
      }),
    );
    await db.execute(sql`analyze`);
    const seeded = ((await db.execute(sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id where o.service_date = ${SERVICE_DATE}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const seedSeconds = (performance.now() - t0) / 1000;

    // Pick list, and its baselines.
    const pickUrl = `/api/fulfilment/pick_list?service_date=${SERVICE_DATE}&shop_id=${SHOP}`;
    const first = await call('GET', pickUrl, warehouse);
    const items = (first.data.items as unknown[]).length;
    const buyer = buyers[0]!;
    const buyerHeaders = headers((await issueSession(db, { kind: 'customer', customerId: buyer.id, now: new Date() })).token, buyer.id);
    const listUrl = '/api/webapp/order/list/customer?offset=0&limit=12';
    for (let i = 0; i < 5; i += 1) {
      await call('GET', pickUrl, warehouse);
      await call('GET', listUrl, buyerHeaders);
      await db.execute(sql`select 1`);
    }
    const pick: Figures = { name: `GET pick_list (${ORDERS} orders, ${seeded} lines, ${items} products)`, samples: await timed(runs, () => hit('GET', pickUrl, warehouse)) };
    const dayUrl = `/api/fulfilment/orders?service_date=${SERVICE_DATE}&shop_id=${SHOP}`;
    await call('GET', dayUrl, warehouse);
    const day: Figures = { name: `GET the day's orders (${ORDERS}, with each one's actions)`, samples: await timed(runs, () => hit('GET', dayUrl, warehouse)) };
    const list: Figures = { name: 'baseline: GET buyer order list (12 orders)', samples: await timed(runs, () => hit('GET', listUrl, buyerHeaders)) };
    const ping: Figures = { name: 'baseline: select 1', samples: await timed(runs, () => db.execute(sql`select 1`).then(() => undefined)) };

    // Packing: card orders authorized through the sandbox as checkout leaves them, accepted, then packed.
    const packer = buyers[1]!;
    const packerHeaders = headers((await issueSession(db, { kind: 'customer', customerId: packer.id, now: new Date() })).token, packer.id);
    const setup = (await call('GET', '/api/payment/stripe/credit_card/setup_intent', packerHeaders)).data as { setup_intent_id: string };
    const card = (
      await call('POST', '/api/payment/sandbox/confirm_setup', packerHeaders, { setup_intent_id: setup.setup_intent_id, card_no: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' })
    ).data as { id: string };
    const warm = 5;
    const toPack = await insertOrders(
      db,
      Array.from({ length: runs + warm }, (_, i) => ({
        customerId: packer.id,
        paymentType: 'card' as const,
        status: 'processing',
        paymentStatus: 'unpaid',
        lines: [
          { p: pool.weighed[i % pool.weighed.length]!, qty: 3 },
          { p: pool.weighed[(i + 1) % pool.weighed.length]!, qty: 2 },
          ...Array.from({ length: LINES - 2 }, (_, k) => ({ p: pool.plain[(i * 3 + k * 11) % pool.plain.length]!, qty: 2 + (k % 3) })),
        ].filter((l, k, all) => all.findIndex((m) => m.p.id === l.p.id) === k),
      })),
    );
    for (const order of toPack) {
      await call('POST', '/api/payment/stripe/order_payment_intent', packerHeaders, { order_id: order.id, payment_method_id: card.id });
    }
    const lineFacts = new Map(
      (await db.select({ id: orderLines.id, qty: orderLines.qty, needWeigh: orderLines.needWeigh, weightValue: orderLines.weightValue, weightUnit: orderLines.weightUnit }).from(orderLines).where(inArray(orderLines.orderId, toPack.map((o) => o.id)))).map((l) => [l.id, l]),
    );
    const packBody = (order: (typeof toPack)[number]) => ({
      order_id: order.id,
      lines: order.lineIds.map((id, k) => {
        const l = lineFacts.get(id)!;
        const grams = nominalUnitGrams(l);
        // One line short by a unit; weighed lines 6 % light.
        const delivered = k === LINES - 1 ? l.qty - 1 : l.qty;
        return { line_id: id, delivered_qty: delivered, actual_weight_grams: grams === null ? null : Math.floor(grams * delivered * 0.94) };
      }),
    });
    const accept: Figures = {
      name: 'baseline: POST accept (one order: lock, rules, status log; no money)',
      samples: await timed(toPack.length, (i) => hit('POST', '/api/fulfilment/accept', warehouse, { order_id: toPack[i]!.id })),
    };
    accept.samples = accept.samples.slice(warm);
    const packSamples = await timed(toPack.length, async (i) => {
      const res = await call('POST', '/api/fulfilment/pack', warehouse, packBody(toPack[i]!));
      if (res.data.payment_status !== 'paid') throw new Error(`pack: ${JSON.stringify(res.data)}`);
    });
    const pack: Figures = { name: `POST pack + capture (${LINES} lines, 2 weighed, 1 short; sandbox provider)`, samples: packSamples.slice(warm) };

    console.log(`\n${label}: seeded ${ORDERS} orders / ${seeded} lines for ${SERVICE_DATE} (with migrations and the demo catalogue) in ${seedSeconds.toFixed(1)} s; ${runs} runs each`);
    return { label, rows: [pick, day, list, ping, pack, accept], pick, pack };
  } finally {
    await app.close();
  }
}

async function postgresTarget(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; name: string } | null> {
  const source = process.env.BENCH_PG_ADMIN_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!source.startsWith('postgres')) return null;
  const adminUrl = new URL(source);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL at ${adminUrl.host} does not answer (${error instanceof Error ? error.message : String(error)}): skipped`);
    return null;
  }
  const name = `sd_bench_fulfilment_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl.toString());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    handle,
    name,
    drop: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 30);
  // Latency figures mean little on a machine busy with something else: say how busy it was.
  const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`${cpus().length} CPUs, load average ${load()} at the start`);
  const results: Awaited<ReturnType<typeof benchOn>>[] = [];

  const lite = await openDatabase({});
  try {
    results.push(await benchOn('PGlite (in memory)', lite, runs));
  } finally {
    await lite.close();
  }
  const pgTarget = await postgresTarget();
  if (pgTarget) {
    try {
      results.push(await benchOn(`PostgreSQL (${pgTarget.name})`, pgTarget.handle, runs));
    } finally {
      await pgTarget.drop();
    }
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  let met = true;
  for (const r of results) {
    console.log(`\n${r.label}`);
    console.log('| run | p50 | p95 | vs pick list / pack p95 |');
    console.log('|---|---:|---:|---:|');
    for (const f of r.rows) {
      const against = f === r.pick || f === r.pack || f.name.startsWith('GET the day') ? '—' : `${(p95(f.name.includes('accept') ? r.pack : r.pick) / Math.max(p95(f), 0.001)).toFixed(1)}×`;
      console.log(`| ${f.name} | ${ms(p50(f))} | ${ms(p95(f))} | ${against} |`);
    }
    const pickOk = p95(r.pick) < PICK_TARGET_MS;
    const packOk = p95(r.pack) < PACK_TARGET_MS;
    console.log(`pick list p95 ${ms(p95(r.pick))} (target < ${PICK_TARGET_MS} ms): ${pickOk ? 'MET' : 'NOT MET'}`);
    console.log(`packing p95 ${ms(p95(r.pack))} (target < ${PACK_TARGET_MS} ms): ${packOk ? 'MET' : 'NOT MET'}`);
    met &&= pickOk && packOk;
  }
  console.log(`\nload average ${load()} at the end`);
  if (!met) process.exitCode = 1;
}

await main();
