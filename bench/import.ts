import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase, runMigrations } from '../server/db/client';
import { categories } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/seed-demo';
import { applyImport, dryRunImport, exportCatalogue } from '../server/services/back-office/catalogue-csv/apply-import';
import { listProducts } from '../server/services/back-office/products';
import { productListQuerySchema } from '../core/schemas/back-office-products';
import { readCsv, writeCsv } from '../server/services/back-office/catalogue-csv/csv-file';
import { catalogueRecords, generatedCatalogueProducts } from './support/catalogue-file';

/**
 * bench:import — a full catalogue file of the demo catalogue plus 20,000 new products (three
 * languages, quoted line breaks, batch prices, tags, stock in both shops): the dry run's validate time
 * and the apply time (one transaction), on PGlite and on PostgreSQL (TEST_DATABASE_URL or
 * DATABASE_URL; skipped with a message when neither is set). The baseline, measured in the same run
 * on the same database: the same products and stock rows written by plain multi-row inserts (500 rows
 * a statement) into copies of the tables, in one transaction. Targets: validate < 5 s, apply < 15 s.
 * Then the back office's product list over that catalogue: every query under 250 ms.
 */

const ROWS = 20_000;

async function buildFile(db: Database): Promise<string> {
  const current = readCsv(await exportCatalogue(db, 'full'));
  if (!current.ok) throw new Error('the export does not read back');
  const [header, ...rows] = current.lines.map((l) => l.fields);
  const shopIds = header!.filter((c) => c.startsWith('stock_')).map((c) => Number(c.slice(6)));
  const slugs = (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
  const generated = catalogueRecords(generatedCatalogueProducts(ROWS, slugs, shopIds), shopIds).slice(1);
  const all = [...rows, ...generated].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  return writeCsv([header!, ...all]);
}

async function baseline(db: Database, shopIds: number[]): Promise<number> {
  const list = generatedCatalogueProducts(ROWS, ['x'], shopIds);
  await db.execute(sql`create table bench_products (like products including defaults including indexes)`);
  await db.execute(sql`create table bench_shop_products (like shop_products including defaults including indexes)`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += 500) {
      const chunk = list.slice(i, i + 500);
      const values = sql.join(
        chunk.map(
          (p, j) => sql`(${i + j + 1}, ${p.sku}, 1, ${i + j + 1}, ${p.name.en}, ${p.name.cn}, ${p.name.fr}, ${JSON.stringify(p.name)}::jsonb,
            '{}'::jsonb, ${JSON.stringify(p.description)}::jsonb, '{}'::jsonb, '', ${JSON.stringify(p.tags)}::jsonb, ${p.price_cents}, ${p.org_price_cents},
            '{}'::jsonb, '{}'::jsonb, ${p.is_special ? 1 : 0}, ${p.dis_qty}, ${p.discount_limit_times}, ${p.need_weigh ? 1 : 0}, ${p.weight_value}, ${p.weight_unit}, ${p.max}, ${p.listed ? 0 : 1})`,
        ),
        sql`, `,
      );
      await tx.execute(sql`insert into bench_products (id, sku, category_id, position, name_en, name_cn, name_fr, full_name, propaganda, description,
        specification, image, tags, price_cents, org_price_cents, unit_value, unit_price, is_special, dis_qty, discount_limit_times, need_weigh,
        weight_value, weight_unit, max, status) values ${values}`);
    }
    const stock = list.flatMap((p, i) => shopIds.flatMap((shopId) => (p.stock[shopId] == null ? [] : [sql`(${shopId}, ${i + 1}, ${p.stock[shopId]!})`])));
    for (let i = 0; i < stock.length; i += 500) {
      await tx.execute(sql`insert into bench_shop_products (shop_id, product_id, stock) values ${sql.join(stock.slice(i, i + 500), sql`, `)}`);
    }
  });
  return performance.now() - started;
}

/** Median of `runs` timings of `work`, in ms. */
async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * The back office's product list over the imported catalogue (20,000+ products): each query as the
 * screen sends it, against the least a page of a list costs (50 ids by SKU, no count, no filter).
 */
async function listTimes(db: Database): Promise<boolean> {
  const bare = await median(9, () => db.execute(sql`select id, sku from products order by sku limit 50`));
  const queries: [string, Record<string, string>][] = [
    ['first page by SKU', {}],
    ['page 200 by SKU', { page: '200' }],
    ['search two words of a name', { q: 'item 1234' }],
    ['search a SKU prefix', { q: 'IMP-12' }],
    ['sort by stock, descending', { sort: 'stock', dir: 'desc' }],
    ['low stock in the first shop', { stock: 'low' }],
    ['delisted, sort by price', { listed: 'delisted', sort: 'price' }],
  ];
  console.log('| product list query (20,000+ products) | median of 9 | vs bare page |');
  console.log('|---|---:|---:|');
  console.log(`| baseline: bare page (50 ids by SKU) | ${bare.toFixed(1)} ms | 1.0× |`);
  let worst = 0;
  for (const [label, raw] of queries) {
    const query = productListQuerySchema.parse(raw);
    const ms = await median(9, () => listProducts(db, query, 'en'));
    worst = Math.max(worst, ms);
    console.log(`| ${label} | ${ms.toFixed(1)} ms | ${(ms / bare).toFixed(1)}× |`);
  }
  return worst < 250;
}

async function benchOn(label: string, handle: DatabaseHandle): Promise<boolean> {
  await runMigrations(handle);
  await seedDemo(handle.db);
  const file = await buildFile(handle.db);
  let started = performance.now();
  const report = await dryRunImport(handle.db, 'full', file);
  const validateMs = performance.now() - started;
  if (report.problem_count > 0) throw new Error(`the generated file has problems: ${JSON.stringify(report.problems.slice(0, 3))}`);
  // The import's history names the staff member who applied it.
  const staff = (await handle.db.execute(sql`select id from staff_accounts order by id limit 1`)) as unknown as { rows: { id: number }[] };
  started = performance.now();
  const applied = await applyImport(handle.db, 'full', file, report.token, staff.rows[0]!.id, 'bench.csv');
  const applyMs = performance.now() - started;
  const roundTrip = (await exportCatalogue(handle.db, 'full')) === file;
  const shopIds = ((await handle.db.execute(sql`select id from shops order by id`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  const baseMs = await baseline(handle.db, shopIds);
  const importOk = validateMs < 5000 && applyMs < 15_000 && roundTrip;
  console.log(`\n${label}: ${(file.length / 1e6).toFixed(1)} MB, ${applied.new_rows} new + ${applied.unchanged_rows} unchanged rows`);
  console.log('| step | time | target |');
  console.log('|---|---:|---:|');
  console.log(`| validate (dry run) | ${(validateMs / 1000).toFixed(2)} s | < 5 s |`);
  console.log(`| apply (one transaction) | ${(applyMs / 1000).toFixed(2)} s | < 15 s |`);
  console.log(`| baseline: raw multi-row insert of the same products and stock | ${(baseMs / 1000).toFixed(2)} s | — |`);
  console.log(`apply / baseline: ${(applyMs / baseMs).toFixed(1)}×; export after import byte-identical: ${roundTrip ? 'yes' : 'NO'}\n`);
  const listFast = await listTimes(handle.db);
  return importOk && listFast;
}

async function main(): Promise<void> {
  console.log(`${cpus().length} CPUs, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} at the start`);
  let ok = true;
  const lite = await openDatabase({});
  try {
    ok = (await benchOn('PGlite (in memory)', lite)) && ok;
  } finally {
    await lite.close();
  }
  const source = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!source?.startsWith('postgres')) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  } else {
    const admin = new pg.Client({ connectionString: source });
    await admin.connect();
    const name = `sd_bench_import_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(source);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      ok = (await benchOn(`PostgreSQL (${url.host})`, handle)) && ok;
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  console.log(`\n${ok ? 'Targets met.' : 'A target was missed.'}`);
  process.exitCode = ok ? 0 : 1;
}

await main();
